/** Tables of hostile inputs, by the kind of value a parameter or body field expects. */

export const LONG = 'x'.repeat(300);
export const HUGE = 'x'.repeat(200_000);
export const NUL = 'a\u0000b';
export const BIG_ID = 2 ** 40;

export type Kind =
  /** A positive database id or iid. */
  | 'id'
  /** An array of positive database ids. */
  | 'ids'
  | 'bool'
  | 'date'
  | 'time'
  /** A short string (at most 255 characters). */
  | 'short'
  /** A required title (1..255 characters after trimming). */
  | 'title'
  /** A label list: comma-separated string or array of short strings. */
  | 'list'
  | 'color'
  /** A namespace path segment. */
  | 'path'
  | 'email'
  | { enum: readonly string[] }
  /** Free text up to this many characters. */
  | { text: number };

export interface Hostile {
  value: unknown;
  /** The value must be refused; otherwise it only must not crash anything. */
  reject: boolean;
}

const reject = (...values: unknown[]): Hostile[] =>
  values.map((value) => ({ value, reject: true }));
const survive = (...values: unknown[]): Hostile[] =>
  values.map((value) => ({ value, reject: false }));

/** Values for a query-string parameter (strings, or repeated parameters). */
export function hostileQuery(kind: Kind): Hostile[] {
  if (typeof kind === 'object' && 'enum' in kind) return reject('foo', LONG, NUL, ['a', 'b']);
  if (typeof kind === 'object') return [...survive(LONG), ...reject(NUL)];
  switch (kind) {
    case 'id':
    case 'ids':
      return reject('abc', '-1', '1.5', String(BIG_ID), '1e999', NUL, ['1', 'x']);
    case 'bool':
      return reject('maybe', '2', NUL, ['true', 'false']);
    case 'date':
      return reject('2026-13-45', 'yesterday', '2026-02-30', '0000-01-01', NUL, [
        '2026-01-01',
        'x',
      ]);
    case 'time':
      return reject(
        'yesterday',
        '2026-13-45T00:00:00Z',
        '0000-01-01T00:00:00Z',
        '-271821-04-20T00:00:00Z',
        LONG,
        NUL,
      );
    case 'short':
    case 'title':
    case 'path':
    case 'email':
    case 'color':
      return [...reject(LONG, 'x'.repeat(5000), NUL), ...survive(['a', 'b'], '%', '_', "'")];
    case 'list':
      return [...reject(LONG, NUL, [LONG]), ...survive(',,,', ['a', 'b'])];
  }
}

/** Values for a JSON body field. */
export function hostileBody(kind: Kind): Hostile[] {
  const wrongTypes = [42, true, [], {}, ['a'], { a: 1 }];
  if (typeof kind === 'object' && 'enum' in kind) {
    const upper = kind.enum[0]?.toUpperCase();
    return reject(
      'explode',
      '',
      42,
      true,
      [],
      {},
      LONG,
      NUL,
      ...(upper && upper !== kind.enum[0] ? [upper] : []),
    );
  }
  if (typeof kind === 'object') {
    const over = kind.text + 1;
    return [
      ...reject(...wrongTypes, NUL, 'x'.repeat(over)),
      ...(kind.text < HUGE.length ? reject(HUGE) : survive(HUGE)),
    ];
  }
  switch (kind) {
    case 'id':
      return reject('abc', -1, 1.5, BIG_ID, String(BIG_ID), '1e999', true, [], {}, NUL);
    case 'ids':
      // A single number is a list of one, as GitLab's Array[Integer] coercion reads it.
      return reject('abc', '1,x', {}, ['abc'], [-1], [BIG_ID], Array(101).fill(1), [NUL]);
    case 'bool':
      return reject('perhaps', 2, -1, [], {}, NUL);
    case 'date':
      return reject('2026-13-45', 'yesterday', '2026-02-30', '0000-01-01', 20260101, [], {}, NUL);
    case 'time':
      return reject('yesterday', '2026-13-45T00:00:00Z', '0000-01-01T00:00:00Z', 42, [], NUL);
    case 'short':
      return reject(...wrongTypes, LONG, HUGE, NUL);
    case 'title':
      return reject(...wrongTypes, '', '   ', LONG, HUGE, NUL);
    case 'list':
      return reject(42, true, {}, [1, 2], [LONG], LONG, [[]], NUL, [NUL]);
    case 'color':
      return reject(...wrongTypes, 'not a colour', '#12345g', LONG, NUL);
    case 'path':
      return reject(...wrongTypes, 'a b', '../x', '-x', 'x.git', '', LONG, NUL);
    case 'email':
      return reject(...wrongTypes, 'not-an-email', `${LONG}@example.com`, NUL);
  }
}

/**
 * Values for a path segment naming a record by id (sent URL-encoded). Dot segments (`..`,
 * `%2e%2e`) are left out: the URL parser resolves them before any route sees the path.
 */
export const HOSTILE_IDS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999',
  String(BIG_ID),
  '1e3',
  '..%2F..%2Fsecret',
  '%00',
  'x'.repeat(1200),
  '%ZZ',
];

/** Values for the full-path segments of a web route (`/groups/<full path>/-/...`). */
export const HOSTILE_WEBPATHS = [
  'nope',
  'acme%2F..%2Fsecret',
  '..%2Facme',
  'acme%00',
  'x'.repeat(1200),
  Array(25).fill('a').join('/'),
  '%E0%A4%A',
];

/** Values for a group/project `:id` segment (numeric id or URL-encoded full path). */
export const HOSTILE_NAMESPACES = [
  'acme%2F..%2Facme%2Fsecret',
  '..%2Facme',
  'acme%2F',
  '%2Facme',
  'acme%2F%2Fweb',
  'acme%00',
  'nope',
  '0',
  '-1',
  String(BIG_ID),
  'x'.repeat(1200),
  '%E0%A4%A',
];

/**
 * Pagination values every paged list must refuse with a 400 naming the parameter (a per_page
 * over 100 is not among them: GitLab caps it at 100, see `CAPPED_PAGES`).
 */
export const HOSTILE_PAGES: [string, string][] = [
  ['per_page', '0'],
  ['per_page', '1e3'],
  ['per_page', '-5'],
  ['per_page', 'abc'],
  ['per_page', '1.5'],
  ['page', '0'],
  ['page', '-1'],
  ['page', 'abc'],
  ['page', String(BIG_ID)],
];

/** Page sizes over 100 that every paged list answers (with pages of 100), as GitLab does. */
export const CAPPED_PAGES: [string, string][] = [
  ['per_page', '101'],
  ['per_page', '500'],
  ['per_page', String(BIG_ID)],
];

/**
 * Whole bodies that are not what any write route expects. `parses`: Fastify turns it into a
 * body the route sees (routes that ignore their body only meet the others).
 */
export const HOSTILE_RAW_BODIES: { payload: string; contentType: string; parses: boolean }[] = [
  { payload: '{', contentType: 'application/json', parses: false },
  { payload: '{"a":1}}', contentType: 'application/json', parses: false },
  { payload: '[]', contentType: 'application/json', parses: true },
  { payload: '[{"title":"x"}]', contentType: 'application/json', parses: true },
  { payload: '"title"', contentType: 'application/json', parses: true },
  { payload: '42', contentType: 'application/json', parses: true },
  { payload: 'null', contentType: 'application/json', parses: true },
  { payload: 'true', contentType: 'application/json', parses: true },
  {
    payload: `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
    contentType: 'application/json',
    parses: true,
  },
  {
    payload: `{"a":${'{"a":'.repeat(5000)}1${'}'.repeat(5001)}`,
    contentType: 'application/json',
    parses: true,
  },
  { payload: '{"__proto__":{"admin":true}}', contentType: 'application/json', parses: false },
  {
    payload: '{"constructor":{"prototype":{"admin":true}}}',
    contentType: 'application/json',
    parses: false,
  },
  { payload: 'title=x', contentType: 'text/plain', parses: true },
  { payload: '<title>x</title>', contentType: 'application/xml', parses: false },
  { payload: 'title', contentType: 'multipart/form-data; boundary=x', parses: false },
  { payload: '\u0000\u0001', contentType: 'application/octet-stream', parses: false },
  {
    payload: 'title[]=a&title[]=b',
    contentType: 'application/x-www-form-urlencoded',
    parses: true,
  },
];

/** An update with nothing to change: GitLab's "at least one parameter must be provided". */
export const EMPTY_OBJECT = { payload: '{}', contentType: 'application/json', parses: true };

/**
 * A JSON request without a body is a request without parameters (as in GitLab: python-gitlab
 * sends DELETEs so), so only updates, which need one, refuse it.
 */
export const EMPTY_JSON_BODY = { payload: '', contentType: 'application/json', parses: true };

/** Appends a query parameter (repeated for arrays), URL-encoding the value. */
export function withQuery(url: string, name: string, value: unknown): string {
  const values = Array.isArray(value) ? value : [value];
  const sep = url.includes('?') ? '&' : '?';
  return `${url}${sep}${values.map((v) => `${name}=${encodeURIComponent(String(v))}`).join('&')}`;
}
