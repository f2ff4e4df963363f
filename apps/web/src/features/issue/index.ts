export { IssuePage } from './components/issue-page.tsx';
export { IssueListPage } from './components/issue-list-page.tsx';
