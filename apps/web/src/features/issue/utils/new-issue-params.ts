/** What the new-issue page's query string prefills (GitLab's parameter names). */
export interface NewIssueParams {
  title: string;
  description: string;
  /** issuable_template: a template name to apply. */
  template: string | null;
  /** add_related_issue: the iid of the issue to link the new one to. */
  relatedIid: string | null;
  type: 'ISSUE' | 'INCIDENT';
}

export function parseNewIssueParams(search: string): NewIssueParams {
  const params = new URLSearchParams(search);
  const related = params.get('add_related_issue');
  return {
    title: params.get('issue[title]') ?? '',
    description: params.get('issue[description]') ?? '',
    template: params.get('issuable_template') || null,
    relatedIid: related && /^[1-9]\d*$/.test(related) ? related : null,
    type: params.get('issue[issue_type]') === 'incident' ? 'INCIDENT' : 'ISSUE',
  };
}

/** 'incident' is offered only when the type already is incident or the viewer may create one. */
export function issueTypeOptions(current: 'ISSUE' | 'INCIDENT', canCreateIncident: boolean) {
  const options = [{ value: 'ISSUE', label: 'Issue' }];
  if (current === 'INCIDENT' || canCreateIncident)
    options.push({ value: 'INCIDENT', label: 'Incident' });
  return options;
}
