import { describe, expect, it } from 'vitest';
import { filterToken, searchTermToken } from './filter-token.ts';
import {
  isFilterParamKey,
  parseFilterQuery,
  serializeFilterQuery,
  urlKeyFor,
  withFilterParams,
} from './url-params.ts';

const context = { signedIn: true, customFieldsEnabled: true };
const parse = (query: string, ctx = context) => parseFilterQuery(new URLSearchParams(query), ctx);
const roundTrip = (query: string) => {
  const parsed = parse(query);
  return new URLSearchParams(serializeFilterQuery(parsed)).toString();
};

describe('parseFilterQuery', () => {
  it('reads every filter parameter into tokens, in parameter order', () => {
    const query = [
      'author_username=root',
      'label_name[]=bug',
      'label_name[]=No+Label',
      'milestone_title=v1.0',
      'confidential=true',
      'my_reaction_emoji=thumbsup',
      'epic_iid=12',
      'group_path=gitlab-org/sub',
      'search=fix+"two+words"',
      'in=TITLE',
    ].join('&');
    expect(parse(query)).toEqual({
      tokens: [
        filterToken('author', 'root'),
        filterToken('label', 'bug'),
        filterToken('label', 'No Label'),
        filterToken('milestone', 'v1.0'),
        filterToken('confidential', 'true'),
        filterToken('my_reaction_emoji', 'thumbsup'),
        filterToken('epic_iid', '12'),
        filterToken('group_path', 'gitlab-org/sub'),
        searchTermToken('fix'),
        searchTermToken('two words'),
      ],
      searchIn: ['TITLE'],
    });
  });

  it('reads negated and OR forms', () => {
    const query =
      'not[author_username]=bot&not[label_name][]=wontfix&not[my_reaction_emoji]=None' +
      '&or[label_name][]=a&or[label_name][]=b&or[author_username][]=x&or[author_username][]=y';
    expect(parse(query).tokens).toEqual([
      filterToken('author', 'bot', '!='),
      filterToken('label', 'wontfix', '!='),
      filterToken('my_reaction_emoji', 'None', '!='),
      filterToken('label', 'a', '||'),
      filterToken('label', 'b', '||'),
      filterToken('author', 'x', '||'),
      filterToken('author', 'y', '||'),
    ]);
  });

  it('accepts percent-encoded brackets', () => {
    expect(parse('label_name%5B%5D=bug&not%5Blabel_name%5D%5B%5D=ux').tokens).toEqual([
      filterToken('label', 'bug'),
      filterToken('label', 'ux', '!='),
    ]);
  });

  it('ignores parameters that are not filters', () => {
    const query = 'state=opened&sort=START_DATE_ASC&layout=MONTHS&show_labels=true&page=2&utf8=✓';
    expect(parse(query)).toEqual({ tokens: [], searchIn: [] });
  });

  it('keeps the first of a unique type and drops identical repeats', () => {
    const query =
      'milestone_title=v1&milestone_title=v2&my_reaction_emoji=a&not[my_reaction_emoji]=b' +
      '&label_name[]=bug&label_name[]=bug&not[label_name][]=bug&author_username=a&author_username=b';
    expect(parse(query).tokens).toEqual([
      filterToken('milestone', 'v1'),
      filterToken('my_reaction_emoji', 'a'),
      filterToken('label', 'bug'),
      filterToken('label', 'bug', '!='),
      filterToken('author', 'a'),
      filterToken('author', 'b'),
    ]);
  });

  it('drops empty and invalid values', () => {
    const query = 'author_username=&label_name[]=+&epic_iid=abc&confidential=maybe&search=++';
    expect(parse(query)).toEqual({ tokens: [], searchIn: [] });
  });

  it('reduces an epic reference to its iid and normalises confidential', () => {
    expect(parse('epic_iid=My+epic::%2612&confidential=FALSE').tokens).toEqual([
      filterToken('epic_iid', '12'),
      filterToken('confidential', 'false'),
    ]);
  });

  it('drops the reaction filter for a signed-out user', () => {
    const tokens = parse('my_reaction_emoji=thumbsup&author_username=root', {
      signedIn: false,
      customFieldsEnabled: false,
    }).tokens;
    expect(tokens).toEqual([filterToken('author', 'root')]);
  });

  it('reads custom-field entries only when the feature is on', () => {
    expect(parse('custom-field[5]=42').tokens).toEqual([filterToken('custom-field[5]', '42')]);
    expect(
      parse('custom-field[5]=42', { signedIn: true, customFieldsEnabled: false }).tokens,
    ).toEqual([]);
  });

  it('joins several search parameters and collects `in` fields', () => {
    expect(parse('search=a&in=description&search="b+c"&in=title')).toEqual({
      tokens: [searchTermToken('a'), searchTermToken('b c')],
      searchIn: ['TITLE', 'DESCRIPTION'],
    });
  });
});

describe('serializeFilterQuery', () => {
  it('writes tokens as ordered pairs, search and in last', () => {
    const tokens = [
      searchTermToken('two words'),
      filterToken('label', 'bug', '||'),
      filterToken('author', 'root', '!='),
      filterToken('epic_iid', 'My epic::&12'),
      searchTermToken('fix'),
      filterToken('custom-field[5]', '42'),
      filterToken('confidential', 'true'),
    ];
    expect(serializeFilterQuery({ tokens, searchIn: ['DESCRIPTION'] })).toEqual([
      ['or[label_name][]', 'bug'],
      ['not[author_username]', 'root'],
      ['epic_iid', '12'],
      ['custom-field[5]', '42'],
      ['confidential', 'true'],
      ['search', '"two words" fix'],
      ['in', 'DESCRIPTION'],
    ]);
  });

  it('skips tokens without a URL form, empty data and repeats of unique types', () => {
    const tokens = [
      filterToken('milestone', 'v1', '!='),
      filterToken('milestone', 'v2'),
      filterToken('milestone', 'v3'),
      filterToken('my_reaction_emoji', 'a', '||'),
      filterToken('unknown', 'x'),
      filterToken('author', '  '),
      searchTermToken(''),
    ];
    expect(serializeFilterQuery({ tokens })).toEqual([['milestone_title', 'v2']]);
  });

  it('gives each token its key', () => {
    expect(urlKeyFor(filterToken('author', 'a'))).toBe('author_username');
    expect(urlKeyFor(filterToken('author', 'a', '!='))).toBe('not[author_username]');
    expect(urlKeyFor(filterToken('author', 'a', '||'))).toBe('or[author_username][]');
    expect(urlKeyFor(filterToken('label', 'a'))).toBe('label_name[]');
    expect(urlKeyFor(filterToken('label', 'a', '!='))).toBe('not[label_name][]');
    expect(urlKeyFor(filterToken('label', 'a', '||'))).toBe('or[label_name][]');
    expect(urlKeyFor(filterToken('milestone', 'a'))).toBe('milestone_title');
    expect(urlKeyFor(filterToken('confidential', 'true'))).toBe('confidential');
    expect(urlKeyFor(filterToken('my_reaction_emoji', 'a'))).toBe('my_reaction_emoji');
    expect(urlKeyFor(filterToken('my_reaction_emoji', 'a', '!='))).toBe('not[my_reaction_emoji]');
    expect(urlKeyFor(filterToken('epic_iid', '1'))).toBe('epic_iid');
    expect(urlKeyFor(filterToken('group_path', 'g'))).toBe('group_path');
    expect(urlKeyFor(filterToken('custom-field[1]', 'g'))).toBe('custom-field[1]');
    expect(urlKeyFor(filterToken('custom-field[1]', 'g', '!='))).toBeNull();
    expect(urlKeyFor(filterToken('milestone', 'a', '||'))).toBeNull();
  });
});

describe('round trips', () => {
  it('URL -> tokens -> URL keeps a canonical query unchanged', () => {
    const queries = [
      'author_username=root&not%5Bauthor_username%5D=bot&or%5Bauthor_username%5D%5B%5D=x',
      'label_name%5B%5D=bug&label_name%5B%5D=No+Label&not%5Blabel_name%5D%5B%5D=ux&or%5Blabel_name%5D%5B%5D=a',
      'milestone_title=v1.0&confidential=false&my_reaction_emoji=Any&epic_iid=12&group_path=a%2Fb',
      'not%5Bmy_reaction_emoji%5D=None&custom-field%5B3%5D=9&search=fix+%22two+words%22&in=TITLE%2CDESCRIPTION',
    ];
    for (const query of queries) expect(roundTrip(query)).toBe(query);
  });

  it('URL -> tokens -> URL settles after one pass', () => {
    const messy = 'search=a&milestone_title=v1&milestone_title=v2&in=title&epic_iid=Epic::%2612';
    const once = roundTrip(messy);
    expect(once).toBe('milestone_title=v1&epic_iid=12&search=a&in=TITLE');
    expect(roundTrip(once)).toBe(once);
  });

  it('tokens -> URL -> tokens gives the same tokens', () => {
    const tokens = [
      filterToken('label', 'b', '||'),
      filterToken('author', 'root'),
      filterToken('author', 'bot', '!='),
      filterToken('my_reaction_emoji', 'thumbsup', '!='),
      filterToken('label', 'No Label', '!='),
      filterToken('group_path', 'g/s'),
      filterToken('custom-field[1]', '2'),
      searchTermToken('x'),
      searchTermToken('y z'),
    ];
    const params = new URLSearchParams(serializeFilterQuery({ tokens, searchIn: ['TITLE'] }));
    expect(parseFilterQuery(new URLSearchParams(params.toString()), context)).toEqual({
      tokens,
      searchIn: ['TITLE'],
    });
  });
});

describe('withFilterParams', () => {
  it('replaces filter parameters and keeps the others in place', () => {
    const current = new URLSearchParams(
      'state=opened&label_name[]=old&sort=TITLE_ASC&search=old&custom-field[1]=2&layout=WEEKS',
    );
    const next = withFilterParams(current, [
      ['author_username', 'root'],
      ['search', 'new'],
    ]);
    expect([...next]).toEqual([
      ['state', 'opened'],
      ['sort', 'TITLE_ASC'],
      ['layout', 'WEEKS'],
      ['author_username', 'root'],
      ['search', 'new'],
    ]);
    expect([...current]).toHaveLength(6);
  });

  it('knows the filter keys', () => {
    for (const key of [
      'author_username',
      'not[label_name][]',
      'or[author_username][]',
      'search',
      'in',
      'custom-field[2]',
    ]) {
      expect(isFilterParamKey(key)).toBe(true);
    }
    for (const key of ['state', 'sort', 'page', 'label_name', 'not[milestone_title]']) {
      expect(isFilterParamKey(key)).toBe(false);
    }
  });
});
