/**
 * Credentials in the query string, parsed one way for both of their readers: authentication
 * (`queryToken`, request-auth.ts) and the log's redaction (`observability/logger.ts`). A
 * parameter name is compared after percent-decoding, so `?private%5Ftoken=glpat-…` both
 * authenticates and is redacted (observability/logger.test.ts).
 */

/** The one query parameter that authenticates (GitLab's `private_token`; names are exact). */
export const TOKEN_QUERY_PARAM = 'private_token';

/** Names whose values the log never shows, in any letter case (a superset of the above). */
const SECRET_PARAMS = new Set([
  TOKEN_QUERY_PARAM,
  'access_token',
  'job_token',
  'feed_token',
  'token',
  'password',
]);

/** Percent-decoding as a query parser does ('+' is a space); a malformed escape stays as sent. */
export function decodeQueryComponent(raw: string): string {
  const spaced = raw.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
  }
}

export interface QueryPair {
  /** The pair as sent, `name=value` (or `name`). */
  raw: string;
  name: string;
  value: string;
  hasValue: boolean;
}

/** The pairs of the query of `url`: after its first `?`, split on `&`, decoded. */
export function queryPairs(url: string): QueryPair[] {
  const start = url.indexOf('?');
  if (start < 0) return [];
  return url
    .slice(start + 1)
    .split('&')
    .map((raw) => {
      const eq = raw.indexOf('=');
      const name = decodeQueryComponent(eq < 0 ? raw : raw.slice(0, eq));
      const value = eq < 0 ? '' : decodeQueryComponent(raw.slice(eq + 1));
      return { raw, name, value, hasValue: eq >= 0 };
    });
}

/** Whether a decoded name carries a secret: case-insensitive, `name[]` and `name[x]` too. */
export const isSecretParam = (name: string) =>
  SECRET_PARAMS.has(
    name
      .trim()
      .toLowerCase()
      .replace(/\[[^\]]*\]$/, ''),
  );

/** The token of `?private_token=` (decoded name and value); none when absent or repeated. */
export function queryToken(url: string): string | null {
  const values = queryPairs(url).filter((p) => p.name === TOKEN_QUERY_PARAM && p.hasValue);
  return values.length === 1 && values[0]!.value ? values[0]!.value : null;
}
