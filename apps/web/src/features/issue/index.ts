export { IssuePage } from './components/issue-page.tsx';
export { IssueListPage } from './components/issue-list-page.tsx';
export { NewIssuePage } from './components/new-issue-page.tsx';
