// Epic sort options, shared by the roadmap, the
// epics list and the filter bar's sort control. The values are the schema's EpicSort enum.
import type { EpicSortEnum } from './graphql/schema-types.ts';

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
] as const satisfies readonly EpicSortEnum[];

export type EpicSort = (typeof EPIC_SORT_VALUES)[number];
// Fails to compile when the schema gains a sort value this list lacks.
const everySchemaSortListed: Exclude<EpicSortEnum, EpicSort> extends never ? true : never = true;
void everySchemaSortListed;

export type SortDirection = 'ASC' | 'DESC';

export const DEFAULT_EPIC_SORT: EpicSort = 'START_DATE_ASC';

export interface SortField {
  readonly label: string;
  readonly asc: EpicSort;
  readonly desc: EpicSort;
}

/** The sort dropdown: the five fields in display order, each ascending or descending. */
export const EPIC_SORT_FIELDS: readonly SortField[] = [
  { label: 'Start date', asc: 'START_DATE_ASC', desc: 'START_DATE_DESC' },
  { label: 'Due date', asc: 'END_DATE_ASC', desc: 'END_DATE_DESC' },
  { label: 'Title', asc: 'TITLE_ASC', desc: 'TITLE_DESC' },
  { label: 'Created date', asc: 'CREATED_AT_ASC', desc: 'CREATED_AT_DESC' },
  { label: 'Last updated date', asc: 'UPDATED_AT_ASC', desc: 'UPDATED_AT_DESC' },
];

export const SORT_DIRECTION_LABELS: Readonly<Record<SortDirection, string>> = {
  ASC: 'ascending',
  DESC: 'descending',
};

/** 'Start date, ascending', 'Due date, descending', ... */
export const EPIC_SORT_LABELS: Readonly<Record<EpicSort, string>> = {
  START_DATE_ASC: 'Start date, ascending',
  START_DATE_DESC: 'Start date, descending',
  END_DATE_ASC: 'Due date, ascending',
  END_DATE_DESC: 'Due date, descending',
  TITLE_ASC: 'Title, ascending',
  TITLE_DESC: 'Title, descending',
  CREATED_AT_ASC: 'Created date, ascending',
  CREATED_AT_DESC: 'Created date, descending',
  UPDATED_AT_ASC: 'Last updated date, ascending',
  UPDATED_AT_DESC: 'Last updated date, descending',
};

export function isEpicSort(value: unknown): value is EpicSort {
  return typeof value === 'string' && (EPIC_SORT_VALUES as readonly string[]).includes(value);
}

/** An exact sort value (page data, API), else the default. */
export function parseEpicSort(value: unknown): EpicSort {
  return isEpicSort(value) ? value : DEFAULT_EPIC_SORT;
}

/** A sort value from the URL, in any case; anything else gives the default. */
export function normalizeEpicSort(value: string | null | undefined): EpicSort {
  return parseEpicSort((value ?? '').toUpperCase());
}

/** The filter bar's initial sort must be empty or end in _desc or _asc (any case). */
export function isValidInitialSort(value: string | null | undefined): boolean {
  if (value === null || value === undefined || value === '') return true;
  return /_(desc|asc)$/i.test(value);
}

export function sortField(sort: EpicSort): SortField {
  const field = EPIC_SORT_FIELDS.find((f) => f.asc === sort || f.desc === sort);
  if (!field) throw new RangeError(`Unknown epic sort: ${sort}`);
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

/** The same field sorted the other way. */
export function toggleSortDirection(sort: EpicSort): EpicSort {
  return withSortDirection(sort, sortDirection(sort) === 'ASC' ? 'DESC' : 'ASC');
}
