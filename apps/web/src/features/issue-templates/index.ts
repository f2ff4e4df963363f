export { IssueTemplatesSettingsPage } from './components/issue-templates-settings-page.tsx';
