// Incident widgets: severity, paging status (escalation status) and escalation policy.
export { IncidentWidgets } from './incident-widgets.tsx';
