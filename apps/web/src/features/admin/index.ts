export { AbuseReportsPage } from './components/abuse-reports-page.tsx';
