import { describe, expect, it } from 'vitest';
import {
  SORT_FIELDS,
  SORT_LABELS,
  SORT_VALUES,
  parseSort,
  sortDirection,
  sortFieldOf,
  toggleSortDirection,
} from './sort.ts';

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
