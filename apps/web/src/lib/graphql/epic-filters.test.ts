import { describe, expect, it } from 'vitest';
import { epicFilterVariables } from './epic-filters.ts';

describe('epicFilterVariables', () => {
  it('sends every filter that is set, in the schema shape', () => {
    expect(
      epicFilterVariables({
        labelName: ['bug', 'None'],
        authorUsername: 'owner',
        milestoneTitle: 'v1',
        myReactionEmoji: 'thumbsup',
        confidential: true,
        search: 'login',
        in: ['TITLE', 'DESCRIPTION'],
        not: { authorUsername: 'guest', labelName: ['wontfix'], myReactionEmoji: 'thumbsdown' },
        or: { authorUsernames: ['a', 'b'], labelNames: ['x'] },
      }),
    ).toEqual({
      labelName: ['bug', 'None'],
      authorUsername: 'owner',
      milestoneTitle: 'v1',
      myReactionEmoji: 'thumbsup',
      confidential: true,
      search: 'login',
      in: ['TITLE', 'DESCRIPTION'],
      not: { authorUsername: 'guest', labelName: ['wontfix'], myReactionEmoji: 'thumbsdown' },
      or: { authorUsernames: ['a', 'b'], labelNames: ['x'] },
    });
  });

  it('leaves out iid, the group token, empty values and empty not / or objects', () => {
    const variables = epicFilterVariables({
      iid: '7',
      groupPath: 'acme/mobile',
      labelName: [],
      authorUsername: '',
      confidential: false,
      in: ['TITLE'],
      not: { labelName: [] },
      or: { authorUsernames: [] },
    });
    expect(variables).toStrictEqual({ confidential: false });
  });

  it('copies lists so the caller cannot change the variables afterwards', () => {
    const labels = ['a'];
    const variables = epicFilterVariables({ labelName: labels });
    labels.push('b');
    expect(variables).toStrictEqual({ labelName: ['a'] });
  });
});
