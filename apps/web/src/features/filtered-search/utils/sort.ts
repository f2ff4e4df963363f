// Epic sort options (roadmap spec section 4 'Sorting' and section 5).

export const EPIC_SORT_VALUES = [
  'START_DATE_ASC',
  'START_DATE_DESC',
  'END_DATE_ASC',
  'END_DATE_DESC',
  'TITLE_ASC',
  'TITLE_DESC',
  'CREATED_AT_ASC',
  'CREATED_AT_DESC',
  'UPDATED_AT_ASC',
  'UPDATED_AT_DESC',
] as const;

export type EpicSort = (typeof EPIC_SORT_VALUES)[number];
export type SortDirection = 'ASC' | 'DESC';

export const DEFAULT_EPIC_SORT: EpicSort = 'START_DATE_ASC';

export type SortField = { label: string; asc: EpicSort; desc: EpicSort };

/** The sort dropdown: one entry per field, each ascending or descending. */
export const EPIC_SORT_FIELDS: readonly SortField[] = [
  { label: 'Start date', asc: 'START_DATE_ASC', desc: 'START_DATE_DESC' },
  { label: 'Due date', asc: 'END_DATE_ASC', desc: 'END_DATE_DESC' },
  { label: 'Title', asc: 'TITLE_ASC', desc: 'TITLE_DESC' },
  { label: 'Created date', asc: 'CREATED_AT_ASC', desc: 'CREATED_AT_DESC' },
  { label: 'Last updated date', asc: 'UPDATED_AT_ASC', desc: 'UPDATED_AT_DESC' },
];

export function isEpicSort(value: unknown): value is EpicSort {
  return typeof value === 'string' && (EPIC_SORT_VALUES as readonly string[]).includes(value);
}

/** A sort value from page data or the URL (any case); anything else gives the first option. */
export function normalizeEpicSort(value: string | null | undefined): EpicSort {
  const upper = (value ?? '').toUpperCase();
  return isEpicSort(upper) ? upper : DEFAULT_EPIC_SORT;
}

/** The filter bar's initial sort must be empty or end in _desc or _asc (any case). */
export function isValidInitialSort(value: string | null | undefined): boolean {
  if (value === null || value === undefined || value === '') return true;
  return /_(desc|asc)$/i.test(value);
}

export function sortField(sort: EpicSort): SortField {
  const field = EPIC_SORT_FIELDS.find((f) => f.asc === sort || f.desc === sort);
  if (!field) throw new Error(`Unknown epic sort: ${sort}`);
  return field;
}

export function sortLabel(sort: EpicSort): string {
  return sortField(sort).label;
}

export function sortDirection(sort: EpicSort): SortDirection {
  return sort.endsWith('_DESC') ? 'DESC' : 'ASC';
}

export function withSortDirection(sort: EpicSort, direction: SortDirection): EpicSort {
  const field = sortField(sort);
  return direction === 'ASC' ? field.asc : field.desc;
}

export function toggleSortDirection(sort: EpicSort): EpicSort {
  return withSortDirection(sort, sortDirection(sort) === 'ASC' ? 'DESC' : 'ASC');
}
