/** GitLab's health statuses of an issue. */
export const HEALTH_STATUSES = ['on_track', 'needs_attention', 'at_risk'] as const;
