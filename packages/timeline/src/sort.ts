// Epic sort options (spec section 4, "Sorting").

export const SORT_VALUES = [
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
export type SortValue = (typeof SORT_VALUES)[number];
export type SortDirection = 'ASC' | 'DESC';

export const DEFAULT_SORT: SortValue = SORT_VALUES[0];

export interface SortField {
  readonly label: string;
  readonly asc: SortValue;
  readonly desc: SortValue;
}

/** The five sort fields in display order, each with its two values. */
export const SORT_FIELDS: readonly SortField[] = [
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
export const SORT_LABELS: Readonly<Record<SortValue, string>> = {
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

export function isSortValue(value: unknown): value is SortValue {
  return typeof value === 'string' && (SORT_VALUES as readonly string[]).includes(value);
}

/** A sort from page data or the URL must be one of SORT_VALUES, else the first is used. */
export function parseSort(value: unknown): SortValue {
  return isSortValue(value) ? value : DEFAULT_SORT;
}

export function sortDirection(value: SortValue): SortDirection {
  return value.endsWith('_DESC') ? 'DESC' : 'ASC';
}

/** The same field sorted the other way. */
export function toggleSortDirection(value: SortValue): SortValue {
  const field = sortFieldOf(value);
  return value === field.asc ? field.desc : field.asc;
}

export function sortFieldOf(value: SortValue): SortField {
  const field = SORT_FIELDS.find(
    (candidate) => candidate.asc === value || candidate.desc === value,
  );
  if (!field) throw new RangeError(`Unknown sort value: ${value}`);
  return field;
}
