import { describe, expect, it } from 'vitest';
import {
  hasContradictoryAuthors,
  toEpicsFilterArguments,
  unrepresentableTokens,
} from './api-filters.ts';
import { filterToken, searchTermToken } from './filter-token.ts';
import { parseFilterQuery } from './url-params.ts';

describe('toEpicsFilterArguments', () => {
  it('returns no arguments for no tokens', () => {
    expect(toEpicsFilterArguments([])).toEqual({});
  });

  it('maps every "=" token', () => {
    const tokens = [
      filterToken('author', 'root'),
      filterToken('label', 'bug'),
      filterToken('label', 'No Label'),
      filterToken('milestone', 'v1.0'),
      filterToken('confidential', 'true'),
      filterToken('my_reaction_emoji', 'Any'),
      filterToken('epic_iid', 'My epic::&12'),
      filterToken('group_path', 'org/sub'),
      searchTermToken('fix'),
      searchTermToken('two words'),
    ];
    expect(toEpicsFilterArguments(tokens, { searchIn: ['TITLE'] })).toEqual({
      authorUsername: 'root',
      labelName: ['bug', 'None'],
      milestoneTitle: 'v1.0',
      confidential: true,
      myReactionEmoji: 'Any',
      iid: '12',
      groupPath: 'org/sub',
      search: 'fix "two words"',
      in: ['TITLE'],
    });
  });

  it('maps confidential No to false', () => {
    expect(toEpicsFilterArguments([filterToken('confidential', 'false')])).toEqual({
      confidential: false,
    });
  });

  it('maps negated tokens into `not`', () => {
    const tokens = [
      filterToken('author', 'bot', '!='),
      filterToken('label', 'wontfix', '!='),
      filterToken('label', 'No Label', '!='),
      filterToken('my_reaction_emoji', 'None', '!='),
    ];
    expect(toEpicsFilterArguments(tokens)).toEqual({
      not: { authorUsername: 'bot', labelName: ['wontfix', 'None'], myReactionEmoji: 'None' },
    });
  });

  it('maps OR tokens into `or`', () => {
    const tokens = [
      filterToken('label', 'a', '||'),
      filterToken('author', 'x', '||'),
      filterToken('label', 'b', '||'),
      filterToken('author', 'y', '||'),
    ];
    expect(toEpicsFilterArguments(tokens)).toEqual({
      or: { authorUsernames: ['x', 'y'], labelNames: ['a', 'b'] },
    });
  });

  it('keeps the first "=" author and reports two different ones as contradictory', () => {
    const tokens = [filterToken('author', 'a'), filterToken('author', 'b')];
    expect(toEpicsFilterArguments(tokens)).toEqual({ authorUsername: 'a' });
    expect(hasContradictoryAuthors(tokens)).toBe(true);
    expect(hasContradictoryAuthors([filterToken('author', 'a'), filterToken('author', 'a')])).toBe(
      false,
    );
    expect(
      hasContradictoryAuthors([filterToken('author', 'a'), filterToken('author', 'b', '||')]),
    ).toBe(false);
  });

  it('lists what the arguments cannot express', () => {
    const tokens = [
      filterToken('author', 'a'),
      filterToken('author', 'b'),
      filterToken('author', 'x', '!='),
      filterToken('author', 'y', '!='),
      filterToken('author', 'p', '||'),
      filterToken('author', 'q', '||'),
      filterToken('label', 'l', '!='),
      filterToken('milestone', 'm', '!='),
      filterToken('my_reaction_emoji', 'e', '||'),
      filterToken('unknown', 'u'),
    ];
    expect(unrepresentableTokens(tokens)).toEqual([
      filterToken('author', 'b'),
      filterToken('author', 'y', '!='),
      filterToken('milestone', 'm', '!='),
      filterToken('my_reaction_emoji', 'e', '||'),
      filterToken('unknown', 'u'),
    ]);
    expect(unrepresentableTokens([filterToken('custom-field[1]', '2')])).toEqual([]);
  });

  it('leaves out `in` without a search, empty data and invalid epic values', () => {
    const tokens = [
      filterToken('epic_iid', 'not an epic'),
      filterToken('author', ' '),
      searchTermToken(' '),
    ];
    expect(toEpicsFilterArguments(tokens, { searchIn: ['TITLE'] })).toEqual({});
  });

  it('keeps only the first token of a unique type', () => {
    const tokens = [filterToken('milestone', 'v1'), filterToken('milestone', 'v2')];
    expect(toEpicsFilterArguments(tokens)).toEqual({ milestoneTitle: 'v1' });
  });

  it('maps custom fields', () => {
    expect(toEpicsFilterArguments([filterToken('custom-field[4]', '40')])).toEqual({
      customField: [{ customFieldId: '4', selectedOptionIds: ['40'] }],
    });
  });

  it('gives the arguments of a URL', () => {
    const query =
      'author_username=root&not[author_username]=bot&label_name[]=bug&or[label_name][]=a' +
      '&or[label_name][]=b&not[my_reaction_emoji]=thumbsdown&epic_iid=7&search=x';
    const { tokens, searchIn } = parseFilterQuery(new URLSearchParams(query), {
      signedIn: true,
      customFieldsEnabled: false,
    });
    expect(toEpicsFilterArguments(tokens, { searchIn })).toEqual({
      authorUsername: 'root',
      labelName: ['bug'],
      iid: '7',
      search: 'x',
      not: { authorUsername: 'bot', myReactionEmoji: 'thumbsdown' },
      or: { labelNames: ['a', 'b'] },
    });
  });
});
