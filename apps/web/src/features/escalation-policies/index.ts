export { EscalationPoliciesPage } from './components/escalation-policies-page.tsx';
