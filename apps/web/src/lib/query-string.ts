// The router's search format: plain query strings, as GitLab writes them. TanStack Router's
// default format JSON-encodes values, so a repeated key (label_name[]=a&label_name[]=b) would
// come back as one JSON array and a string such as "12" would be written as %2212%22. Here every
// value stays text, a repeated key becomes a list, and writing gives back the same string.

export type QuerySearch = Record<string, string | string[]>;

/** '?a=1&b=2&b=3' -> { a: '1', b: ['2', '3'] } (leading '?' optional). */
export function parseQueryString(search: string): QuerySearch {
  const out: QuerySearch = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const current = out[key];
    if (current === undefined) out[key] = value;
    else if (Array.isArray(current)) current.push(value);
    else out[key] = [current, value];
  }
  return out;
}

/** The inverse: lists repeat their key; undefined and null are left out. '' when empty. */
export function stringifyQueryString(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      params.append(key, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** '?a=1&b=2' or '' for no parameters. */
export function toSearchString(params: URLSearchParams): string {
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
