import { describe, expect, it } from 'vitest';
import { issueTypeOptions, parseNewIssueParams } from './new-issue-params.ts';

describe('parseNewIssueParams', () => {
  it("reads GitLab's prefill parameters", () => {
    expect(
      parseNewIssueParams(
        '?issue[title]=Crash%20on%20save&issue[description]=Steps%0A1.&issuable_template=Bug&add_related_issue=14',
      ),
    ).toEqual({
      title: 'Crash on save',
      description: 'Steps\n1.',
      template: 'Bug',
      relatedIid: '14',
      type: 'ISSUE',
    });
  });

  it('defaults to an empty issue and ignores a malformed related iid', () => {
    expect(parseNewIssueParams('?add_related_issue=abc&issuable_template=')).toEqual({
      title: '',
      description: '',
      template: null,
      relatedIid: null,
      type: 'ISSUE',
    });
    expect(parseNewIssueParams('?issue[issue_type]=incident').type).toBe('INCIDENT');
  });
});

describe('issueTypeOptions', () => {
  it('offers incident only to those who may create one, or when it already is one', () => {
    expect(issueTypeOptions('ISSUE', false).map((o) => o.label)).toEqual(['Issue']);
    expect(issueTypeOptions('ISSUE', true).map((o) => o.label)).toEqual(['Issue', 'Incident']);
    expect(issueTypeOptions('INCIDENT', false).map((o) => o.label)).toEqual(['Issue', 'Incident']);
  });
});
