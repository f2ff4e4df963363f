/** GitLab's incident severities and escalation (paging) statuses. */
export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'unknown'] as const;
export const ESCALATION_STATUSES = ['triggered', 'acknowledged', 'resolved'] as const;
