import { describe, expect, it } from 'vitest';
import { issueTypeName } from './issue-type.ts';

describe('issueTypeName', () => {
  it.each([
    ['ISSUE', 'Issue'],
    ['INCIDENT', 'Incident'],
    ['TASK', 'Task'],
    [null, 'Issue'],
  ] as const)('%s is %s', (type, name) => {
    expect(issueTypeName(type)).toBe(name);
  });
});
