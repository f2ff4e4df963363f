import { describe, expect, it } from 'vitest';
import { filterToken, searchTermToken } from './filter-token.ts';
import {
  availableTokens,
  customFieldIdFromTokenType,
  customFieldTokenType,
  findTokenConfig,
  isUniqueTokenType,
  tokenCatalogue,
} from './token-types.ts';

const signedIn = { signedIn: true, customFieldsEnabled: false };
const types = (configs: { type: string }[]) => configs.map((c) => c.type);

describe('token catalogue', () => {
  it('describes the author token', () => {
    expect(findTokenConfig('author')).toEqual({
      type: 'author',
      title: 'Author',
      icon: 'user',
      symbol: '@',
      unique: false,
      operators: ['=', '!=', '||'],
    });
  });

  it('describes the label token with its No Label special value', () => {
    const label = findTokenConfig('label');
    expect(label).toMatchObject({
      type: 'label',
      title: 'Label',
      symbol: '~',
      unique: false,
      operators: ['=', '!=', '||'],
    });
    expect(label?.specialValues).toEqual([{ value: 'No Label', title: 'No Label' }]);
  });

  it('describes the unique tokens and their operators', () => {
    expect(findTokenConfig('milestone')).toMatchObject({
      title: 'Milestone',
      symbol: '%',
      unique: true,
      operators: ['='],
    });
    expect(findTokenConfig('epic_iid')).toMatchObject({
      title: 'Epic',
      symbol: '&',
      unique: true,
      operators: ['='],
    });
    expect(findTokenConfig('group_path')).toMatchObject({
      title: 'Group',
      unique: true,
      operators: ['='],
    });
    expect(findTokenConfig('confidential')).toMatchObject({
      title: 'Confidential',
      unique: true,
      operators: ['='],
    });
    expect(findTokenConfig('confidential')?.options?.map((o) => [o.value, o.title])).toEqual([
      ['true', 'Yes'],
      ['false', 'No'],
    ]);
    const emoji = findTokenConfig('my_reaction_emoji');
    expect(emoji).toMatchObject({ unique: true, operators: ['=', '!='] });
    expect(emoji?.specialValues?.map((o) => o.value)).toEqual(['None', 'Any']);
  });

  it('marks author and label repeatable, the rest unique', () => {
    expect(isUniqueTokenType('author')).toBe(false);
    expect(isUniqueTokenType('label')).toBe(false);
    for (const type of [
      'milestone',
      'epic_iid',
      'group_path',
      'confidential',
      'my_reaction_emoji',
    ]) {
      expect(isUniqueTokenType(type)).toBe(true);
    }
    expect(isUniqueTokenType('custom-field[7]')).toBe(true);
    expect(isUniqueTokenType('nonsense')).toBe(false);
  });

  it('names custom-field token types after their URL key', () => {
    expect(customFieldTokenType('7')).toBe('custom-field[7]');
    expect(customFieldIdFromTokenType('custom-field[7]')).toBe('7');
    expect(customFieldIdFromTokenType('custom-field[]')).toBeNull();
    expect(customFieldIdFromTokenType('label')).toBeNull();
    expect(findTokenConfig('custom-field[9]')).toMatchObject({
      title: 'Custom field',
      unique: true,
      operators: ['='],
    });
  });
});

describe('availableTokens', () => {
  it('lists every fixed token for a signed-in user', () => {
    expect(types(availableTokens({ ...signedIn, existingTokens: [] }))).toEqual([
      'author',
      'label',
      'milestone',
      'confidential',
      'epic_iid',
      'group_path',
      'my_reaction_emoji',
    ]);
  });

  it('has no reaction-emoji token when signed out', () => {
    const tokens = availableTokens({
      signedIn: false,
      customFieldsEnabled: false,
      existingTokens: [],
    });
    expect(types(tokens)).not.toContain('my_reaction_emoji');
    expect(types(tokens)).toHaveLength(6);
  });

  it('drops unique tokens already used but keeps repeatable ones', () => {
    const existingTokens = [
      filterToken('author', 'root'),
      filterToken('label', 'bug', '!='),
      filterToken('milestone', 'v1'),
      filterToken('my_reaction_emoji', 'thumbsup', '!='),
      searchTermToken('milestone'),
    ];
    expect(types(availableTokens({ ...signedIn, existingTokens }))).toEqual([
      'author',
      'label',
      'confidential',
      'epic_iid',
      'group_path',
    ]);
  });

  it('excludes disabled tokens', () => {
    const tokens = availableTokens({
      ...signedIn,
      disabledTypes: ['group_path'],
      existingTokens: [],
    });
    expect(types(tokens)).not.toContain('group_path');
    const catalogue = tokenCatalogue({ ...signedIn, disabledTypes: ['group_path'] });
    expect(catalogue.find((c) => c.type === 'group_path')?.disabled).toBe(true);
  });

  it('offers custom-field tokens only behind the flag, once each', () => {
    const customFields = [
      { id: '1', name: 'Team', options: [{ id: '11', value: 'Blue' }] },
      { id: '2', name: 'Risk' },
    ];
    expect(
      types(availableTokens({ ...signedIn, customFields, existingTokens: [] })).filter((t) =>
        t.startsWith('custom-field'),
      ),
    ).toEqual([]);
    const on = availableTokens({
      signedIn: true,
      customFieldsEnabled: true,
      customFields,
      existingTokens: [filterToken('custom-field[2]', 'x')],
    });
    const team = on.find((c) => c.type === 'custom-field[1]');
    expect(team).toMatchObject({ title: 'Team', unique: true, operators: ['='] });
    expect(team?.options).toEqual([{ value: '11', title: 'Blue' }]);
    expect(types(on)).not.toContain('custom-field[2]');
  });

  it('preloads the signed-in user in the author token', () => {
    const currentUser = { id: '1', username: 'root', name: 'Admin' };
    const author = availableTokens({ ...signedIn, currentUser, existingTokens: [] })[0];
    expect(author?.preloadedUsers).toEqual([currentUser]);
    const anonymous = availableTokens({
      signedIn: false,
      customFieldsEnabled: false,
      currentUser,
      existingTokens: [],
    })[0];
    expect(anonymous?.preloadedUsers).toBeUndefined();
  });

  it('does not change the shared catalogue', () => {
    tokenCatalogue({
      ...signedIn,
      disabledTypes: ['author'],
      currentUser: { id: '1', username: 'a', name: 'A' },
    });
    expect(findTokenConfig('author')?.disabled).toBeUndefined();
    expect(findTokenConfig('author')?.preloadedUsers).toBeUndefined();
  });
});
