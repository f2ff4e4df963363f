export { ReportAbuseModal, databaseIdOf } from './report-abuse-modal.tsx';
export * from './abuse-messages.ts';
export * from './abuse-requests.ts';
