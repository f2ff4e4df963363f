/** 'Issue', 'Incident' or 'Task': how the page (and its delete dialog) names the item's type. */
export function issueTypeName(type: 'ISSUE' | 'INCIDENT' | 'TASK' | null | undefined): string {
  if (type === 'INCIDENT') return 'Incident';
  if (type === 'TASK') return 'Task';
  return 'Issue';
}
