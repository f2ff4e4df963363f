/** Severity values and their labels (CRITICAL (S1) … UNKNOWN, GitLab's). */
export const SEVERITIES = [
  { value: 'CRITICAL', label: 'Critical - S1' },
  { value: 'HIGH', label: 'High - S2' },
  { value: 'MEDIUM', label: 'Medium - S3' },
  { value: 'LOW', label: 'Low - S4' },
  { value: 'UNKNOWN', label: 'Unknown' },
] as const;

/** Paging statuses: every status but TRIGGERED stops paging. */
export const ESCALATION_STATUSES = [
  { value: 'TRIGGERED', label: 'Triggered' },
  { value: 'ACKNOWLEDGED', label: 'Acknowledged' },
  { value: 'RESOLVED', label: 'Resolved' },
] as const;

export const STOPS_PAGING = 'Stops paging';

export const SEVERITY_FAILED = 'There was an error while updating severity.';
export const STATUS_FETCH_FAILED =
  'An error occurred while fetching the incident status. Please reload the page.';
export const STATUS_UPDATE_FAILED =
  'An error occurred while updating the incident status. Please reload the page and try again.';
export const POLICY_FAILED = 'Failed to set escalation policy on this incident. Please try again.';
export const NO_POLICY = 'No escalation policy';

export const labelOf = (list: readonly { value: string; label: string }[], value: string | null) =>
  list.find((s) => s.value === value)?.label ?? null;
