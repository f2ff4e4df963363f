import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EPIC_SORT,
  EPIC_SORT_FIELDS,
  EPIC_SORT_VALUES,
  isEpicSort,
  isValidInitialSort,
  normalizeEpicSort,
  sortDirection,
  sortLabel,
  toggleSortDirection,
  withSortDirection,
  // The names the timeline package's sort test used before the module moved here.
  EPIC_SORT_FIELDS as SORT_FIELDS,
  EPIC_SORT_LABELS as SORT_LABELS,
  EPIC_SORT_VALUES as SORT_VALUES,
  parseEpicSort as parseSort,
  sortField as sortFieldOf,
} from './epic-sort.ts';

describe('sort options', () => {
  it('has the ten values', () => {
    expect(EPIC_SORT_VALUES).toEqual([
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
    ]);
    expect(EPIC_SORT_FIELDS.flatMap((f) => [f.asc, f.desc])).toEqual(EPIC_SORT_VALUES);
  });

  it('labels each field', () => {
    expect(EPIC_SORT_FIELDS.map((f) => f.label)).toEqual([
      'Start date',
      'Due date',
      'Title',
      'Created date',
      'Last updated date',
    ]);
    expect(sortLabel('END_DATE_DESC')).toBe('Due date');
    expect(sortLabel('UPDATED_AT_ASC')).toBe('Last updated date');
  });

  it('falls back to the first value', () => {
    expect(DEFAULT_EPIC_SORT).toBe('START_DATE_ASC');
    expect(normalizeEpicSort('TITLE_DESC')).toBe('TITLE_DESC');
    expect(normalizeEpicSort('title_desc')).toBe('TITLE_DESC');
    expect(normalizeEpicSort('PRIORITY_ASC')).toBe('START_DATE_ASC');
    expect(normalizeEpicSort(undefined)).toBe('START_DATE_ASC');
    expect(isEpicSort('TITLE_ASC')).toBe(true);
    expect(isEpicSort('title_asc')).toBe(false);
  });

  it('validates the initial sort of the filter bar', () => {
    for (const value of ['', null, undefined, 'created_desc', 'TITLE_ASC', 'x_Asc', 'a_DeSc']) {
      expect(isValidInitialSort(value)).toBe(true);
    }
    for (const value of ['TITLE', 'asc', '_ascending', 'TITLE_ASC ', 'descending']) {
      expect(isValidInitialSort(value)).toBe(false);
    }
  });

  it('switches direction', () => {
    expect(sortDirection('TITLE_ASC')).toBe('ASC');
    expect(sortDirection('CREATED_AT_DESC')).toBe('DESC');
    expect(toggleSortDirection('START_DATE_ASC')).toBe('START_DATE_DESC');
    expect(toggleSortDirection('UPDATED_AT_DESC')).toBe('UPDATED_AT_ASC');
    expect(withSortDirection('END_DATE_ASC', 'DESC')).toBe('END_DATE_DESC');
  });
});

describe('sort', () => {
  it('lists the ten values in order', () => {
    expect(SORT_VALUES).toEqual([
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
    ]);
  });

  it('uses the first value for an unknown sort', () => {
    expect(parseSort('TITLE_DESC')).toBe('TITLE_DESC');
    expect(parseSort('title_desc')).toBe('START_DATE_ASC');
    expect(parseSort('RELATIVE_POSITION')).toBe('START_DATE_ASC');
    expect(parseSort(undefined)).toBe('START_DATE_ASC');
  });

  it('labels every value with its field and direction', () => {
    expect(SORT_FIELDS.map((field) => field.label)).toEqual([
      'Start date',
      'Due date',
      'Title',
      'Created date',
      'Last updated date',
    ]);
    expect(SORT_LABELS.END_DATE_DESC).toBe('Due date, descending');
    expect(SORT_LABELS.UPDATED_AT_ASC).toBe('Last updated date, ascending');
    for (const value of SORT_VALUES) {
      const field = sortFieldOf(value);
      expect(SORT_LABELS[value].startsWith(`${field.label}, `)).toBe(true);
      expect(sortDirection(value)).toBe(value.endsWith('DESC') ? 'DESC' : 'ASC');
      expect(toggleSortDirection(toggleSortDirection(value))).toBe(value);
      expect(toggleSortDirection(value)).not.toBe(value);
    }
  });
});
