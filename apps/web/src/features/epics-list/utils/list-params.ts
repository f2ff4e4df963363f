// The epics list's own URL parameters (the filter parameters belong to the filter bar):
//   state     opened (default) | closed | all
//   sort      one of the ten epic sorts, any case (default START_DATE_ASC, as on the roadmap)
//   per_page  20 (default) or 50
//   next      the cursor after which the page starts (Relay `after`)
//   prev      the cursor before which the page ends (Relay `before`)
//   page      the page number shown, 1-based (for display; the cursors do the paging)
// Writing keeps every other parameter in place, so the filters and anything else survive.
import type { EpicStateEnum } from '#web/lib/graphql/index.ts';
import { DEFAULT_EPIC_SORT, normalizeEpicSort, type EpicSort } from '#web/lib/epic-sort.ts';

export const LIST_STATES = ['opened', 'closed', 'all'] as const satisfies readonly EpicStateEnum[];
export type ListState = (typeof LIST_STATES)[number];
export const DEFAULT_LIST_STATE: ListState = 'opened';
export const PAGE_SIZES = [20, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;
export const DEFAULT_LIST_SORT: EpicSort = DEFAULT_EPIC_SORT;

export type ListParams = {
  state: ListState;
  sort: EpicSort;
  perPage: PageSize;
  after: string | null;
  before: string | null;
  page: number;
};

export function parseListParams(params: URLSearchParams): ListParams {
  const state = params.get('state')?.toLowerCase();
  const perPage = Number(params.get('per_page'));
  const page = Number(params.get('page'));
  const after = params.get('next') || null;
  const before = after === null ? params.get('prev') || null : null;
  return {
    state:
      state === 'open' ? 'opened' : (LIST_STATES.find((s) => s === state) ?? DEFAULT_LIST_STATE),
    sort: normalizeEpicSort(params.get('sort')),
    perPage: PAGE_SIZES.find((size) => size === perPage) ?? DEFAULT_PAGE_SIZE,
    after,
    before,
    page: after === null && before === null ? 1 : Number.isInteger(page) && page > 1 ? page : 2,
  };
}

type Change = Partial<Record<'state' | 'per_page' | 'next' | 'prev' | 'page', string | null>>;

/** A copy of `current` with the given parameters set (null removes one). */
export function withListParams(current: URLSearchParams, change: Change): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(change)) {
    if (value === null || value === undefined) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** Changing what is listed (state, page size) starts again from the first page. */
export function firstPageChange(change: Change): Change {
  return { ...change, next: null, prev: null, page: null };
}

export function nextPageChange(endCursor: string, page: number): Change {
  return { next: endCursor, prev: null, page: String(page + 1) };
}

export function previousPageChange(startCursor: string, page: number): Change {
  if (page <= 2) return { next: null, prev: null, page: null };
  return { next: null, prev: startCursor, page: String(page - 1) };
}
