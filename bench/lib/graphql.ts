// A minimal GraphQL client for setting scenarios up (validation, cursor walks, prefetching).

export interface GraphqlTarget {
  url: string;
  token: string;
}

export function graphqlBody(query: string, variables: Record<string, unknown>): string {
  const operationName = /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1];
  return JSON.stringify({ query, variables, operationName });
}

export async function postGraphql<T>(target: GraphqlTarget, body: string): Promise<T> {
  const res = await fetch(`${target.url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${target.token}` },
    body,
  });
  const text = await res.text();
  let json: { data?: T; errors?: { message: string }[] };
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    throw new Error(`GraphQL answered HTTP ${res.status}: ${text.slice(0, 300)}`);
  }
  if (json.errors?.length || !json.data)
    throw new Error(`GraphQL errors: ${(json.errors ?? []).map((e) => e.message).join('; ')}`);
  return json.data;
}

export interface Connection<N> {
  nodes: N[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** Numeric id at the end of a global id (gid://cairn/Epic/42 -> 42). */
export function numericId(gid: string): number {
  return Number(/(\d+)$/.exec(gid)?.[1] ?? Number.NaN);
}

/**
 * The cursor that fetches page `page` (1-based), by following endCursor from the first page.
 * When the list is shorter, the cursor of its last page and that page's number.
 */
export async function cursorForPage<N>(
  target: GraphqlTarget,
  query: string,
  variables: Record<string, unknown>,
  pick: (data: unknown) => Connection<N>,
  page: number,
): Promise<{ cursor: string | null; page: number }> {
  let cursor: string | null = null;
  for (let current = 1; current < page; current++) {
    const data = await postGraphql(target, graphqlBody(query, { ...variables, endCursor: cursor }));
    const { pageInfo } = pick(data);
    if (!pageInfo.hasNextPage || !pageInfo.endCursor) return { cursor, page: current };
    cursor = pageInfo.endCursor;
  }
  return { cursor, page };
}
