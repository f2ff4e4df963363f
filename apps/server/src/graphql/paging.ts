import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';

/** GitLab's maximum (and default) page size for GraphQL connections. */
export const MAX_PAGE_SIZE = 100;

export interface PageArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

const CURSOR_PREFIX = 'OffsetConnection:';

const badArg = (argument: string, message: string) =>
  new GraphQLError(`Argument '${argument}' ${message}`, {
    extensions: { code: 'BAD_USER_INPUT', argument },
  });

function checkCursor(argument: 'after' | 'before', cursor: string | null | undefined) {
  if (cursor == null) return;
  const decoded = Buffer.from(cursor, 'base64').toString('utf8');
  const offset = decoded.startsWith(CURSOR_PREFIX) ? decoded.slice(CURSOR_PREFIX.length) : '';
  if (!/^\d{1,9}$/.test(offset) || Buffer.from(decoded).toString('base64') !== cursor) {
    throw badArg(argument, 'is not a valid cursor');
  }
}

/** Validates Relay paging arguments: page sizes 0..100 and well-formed cursors. */
export function checkPageArgs(args: PageArgs) {
  for (const key of ['first', 'last'] as const) {
    const value = args[key];
    if (value != null && (value < 0 || value > MAX_PAGE_SIZE)) {
      throw badArg(key, `must be between 0 and ${MAX_PAGE_SIZE}`);
    }
  }
  checkCursor('after', args.after);
  checkCursor('before', args.before);
}

/**
 * An offset-paged Relay connection over a stably ordered query (every order ends with the id).
 * `fetch` receives limit (one more than the page, to detect a next page) and offset.
 */
export function offsetConnection<T>(
  args: PageArgs,
  fetch: (page: { limit: number; offset: number }) => Promise<T[]>,
) {
  checkPageArgs(args);
  return resolveOffsetConnection(
    { args, defaultSize: MAX_PAGE_SIZE, maxSize: MAX_PAGE_SIZE },
    fetch,
  );
}
