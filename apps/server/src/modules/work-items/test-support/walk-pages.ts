/** One page of a cursor-paged list, as both the service and GraphQL answer it. */
export interface WalkedPage<T> {
  items: T[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

export type PageRequest =
  { first: number; after: string | null } | { last: number; before: string | null };

/**
 * Every item of a list, walked page by page forward (`first`/`after`) and backward
 * (`last`/`before`); a list that never ends fails after `maxPages`.
 */
export async function walkPages<T>(
  size: number,
  fetch: (page: PageRequest) => Promise<WalkedPage<T>>,
  maxPages = 100,
) {
  const forward: T[] = [];
  const backward: T[] = [];
  type Info = WalkedPage<T>['pageInfo'];
  const directions = [
    {
      name: 'forward',
      request: (after: string | null): PageRequest => ({ first: size, after }),
      add: (items: T[]) => forward.push(...items),
      next: (info: Info) => (info.hasNextPage ? info.endCursor : undefined),
    },
    {
      name: 'backward',
      request: (before: string | null): PageRequest => ({ last: size, before }),
      add: (items: T[]) => backward.unshift(...items),
      next: (info: Info) => (info.hasPreviousPage ? info.startCursor : undefined),
    },
  ];
  for (const direction of directions) {
    let cursor: string | null | undefined = null;
    for (let pages = 0; cursor !== undefined; pages += 1) {
      if (pages === maxPages) throw new Error(`${maxPages} pages ${direction.name} without an end`);
      const page = await fetch(direction.request(cursor));
      direction.add(page.items);
      cursor = direction.next(page.pageInfo);
    }
  }
  return { forward, backward };
}
