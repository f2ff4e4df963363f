/** The issue types a project holds (GitLab's `issue_type`). */
export const ISSUE_KINDS = ['issue', 'incident', 'task'] as const;
