import { describe, expect, it } from 'vitest';
import {
  currentSubLabelIndex,
  headerItemLabel,
  headerItemLabels,
  headerSubLabels,
  isCurrentHeaderItem,
  todayOffsetInItem,
} from './header-labels.ts';
import type { PresetType, RangeType } from './range-types.ts';
import { ALL_FIRST_DAYS, day } from './test-helpers.ts';
import type { FirstDayOfWeek } from './first-day-of-week.ts';
import { getTimeframe } from './timeframe.ts';

function timeframe<P extends PresetType>(
  rangeType: RangeType,
  presetType: P,
  today: string,
  firstDayOfWeek: FirstDayOfWeek = 0,
) {
  return getTimeframe({ rangeType, presetType, today: day(today), firstDayOfWeek });
}

describe('quarter labels', () => {
  it('carry the year on the first item and on Q1', () => {
    const items = timeframe('THREE_YEARS', 'QUARTERS', '2026-11-21');
    expect(headerItemLabels(items, 'QUARTERS')).toEqual([
      '2025 Q2',
      'Q3',
      'Q4',
      '2026 Q1',
      'Q2',
      'Q3',
      'Q4',
      '2027 Q1',
      'Q2',
      'Q3',
      'Q4',
      '2028 Q1',
      'Q2',
    ]);
    expect(
      headerItemLabels(timeframe('THREE_YEARS', 'QUARTERS', '2026-07-04'), 'QUARTERS')[0],
    ).toBe('2025 Q1');
  });

  it('have the three short month names as sub-labels', () => {
    const items = timeframe('THREE_YEARS', 'QUARTERS', '2028-02-29');
    expect(items.map((item) => headerSubLabels(item, 'QUARTERS'))).toContainEqual([
      'Jan',
      'Feb',
      'Mar',
    ]);
    expect(headerSubLabels(items[0]!, 'QUARTERS')).toEqual(['Jul', 'Aug', 'Sep']);
    expect(headerSubLabels(items[1]!, 'QUARTERS')).toEqual(['Oct', 'Nov', 'Dec']);
  });
});

describe('month labels', () => {
  it('carry the year unless the previous item has the same year', () => {
    const items = timeframe('THREE_YEARS', 'MONTHS', '2026-11-21');
    const labels = headerItemLabels(items, 'MONTHS');
    expect(labels.slice(0, 10)).toEqual([
      '2025 May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
      '2026 Jan',
      'Feb',
    ]);
    expect(labels.filter((label) => /^\d{4} /.test(label))).toEqual([
      '2025 May',
      '2026 Jan',
      '2027 Jan',
      '2028 Jan',
    ]);
    expect(labels.at(-1)).toBe('Apr');
  });

  it('label the whole current year', () => {
    for (const today of ['2026-11-21', '2026-12-31']) {
      expect(headerItemLabels(timeframe('CURRENT_YEAR', 'MONTHS', today), 'MONTHS')).toEqual([
        '2026 Jan',
        'Feb',
        'Mar',
        'Apr',
        'May',
        'Jun',
        'Jul',
        'Aug',
        'Sep',
        'Oct',
        'Nov',
        'Dec',
      ]);
    }
    expect(headerItemLabel(timeframe('CURRENT_YEAR', 'MONTHS', '2027-01-02'), 0, 'MONTHS')).toBe(
      '2027 Jan',
    );
  });

  it('have the days of the month as sub-labels, 29 in February 2028', () => {
    const items = timeframe('CURRENT_YEAR', 'MONTHS', '2028-02-29');
    const february = headerSubLabels(items[1]!, 'MONTHS');
    expect(february).toHaveLength(29);
    expect(february[0]).toBe('1');
    expect(february.at(-1)).toBe('29');
    expect(
      headerSubLabels(timeframe('CURRENT_YEAR', 'MONTHS', '2027-01-02')[1]!, 'MONTHS'),
    ).toHaveLength(28);
    expect(headerSubLabels(items[0]!, 'MONTHS')).toHaveLength(31);
    expect(headerSubLabels(items[10]!, 'MONTHS')).toHaveLength(30);
  });
});

describe('week labels', () => {
  it('show month and day, with the year on the first item', () => {
    const items = timeframe('CURRENT_QUARTER', 'WEEKS', '2026-11-21');
    expect(headerItemLabels(items, 'WEEKS')).toEqual([
      '2026 Sep 27',
      'Oct 4',
      'Oct 11',
      'Oct 18',
      'Oct 25',
      'Nov 1',
      'Nov 8',
      'Nov 15',
      'Nov 22',
      'Nov 29',
      'Dec 6',
      'Dec 13',
      'Dec 20',
      'Dec 27',
    ]);
  });

  it('add the year to the week starting January 1-7', () => {
    const items = timeframe('CURRENT_QUARTER', 'WEEKS', '2027-01-02');
    expect(headerItemLabels(items, 'WEEKS').slice(0, 3)).toEqual([
      '2026 Dec 27',
      '2027 Jan 3',
      'Jan 10',
    ]);
    const year = headerItemLabels(timeframe('CURRENT_YEAR', 'WEEKS', '2026-12-31'), 'WEEKS');
    expect(year.slice(0, 3)).toEqual(['2025 Dec 28', '2026 Jan 4', 'Jan 11']);
    expect(year.at(-1)).toBe('Dec 27');
  });

  it('add the year to a week starting on January 1 and not to the next one', () => {
    // 2026-01-01 is a Thursday.
    const items = timeframe('CURRENT_YEAR', 'WEEKS', '2026-06-01', 4);
    expect(headerItemLabels(items, 'WEEKS').slice(0, 2)).toEqual(['2026 Jan 1', 'Jan 8']);
    // With Friday weeks the year starts mid-week: the first item is in December.
    const friday = timeframe('CURRENT_YEAR', 'WEEKS', '2026-06-01', 5);
    expect(headerItemLabels(friday, 'WEEKS').slice(0, 2)).toEqual(['2025 Dec 26', '2026 Jan 2']);
  });

  it('carry a year exactly once per new year, in early January, for every first day of week', () => {
    for (const firstDayOfWeek of ALL_FIRST_DAYS) {
      const items = timeframe('THREE_YEARS', 'WEEKS', '2028-02-29', firstDayOfWeek);
      const labels = headerItemLabels(items, 'WEEKS');
      const withYear = labels.filter((label) => /^\d{4} /.test(label));
      expect(withYear[0]).toBe(labels[0]);
      expect(withYear.slice(1).map((label) => label.slice(0, 8))).toEqual([
        '2027 Jan',
        '2028 Jan',
        '2029 Jan',
      ]);
      for (const label of withYear.slice(1)) {
        expect(Number(label.slice(9))).toBeLessThanOrEqual(7);
      }
    }
  });

  it('have the 7 day-of-month numbers as sub-labels, across month ends and leap days', () => {
    const quarter = timeframe('CURRENT_QUARTER', 'WEEKS', '2026-11-21');
    expect(headerSubLabels(quarter.at(-1)!, 'WEEKS')).toEqual([
      '27',
      '28',
      '29',
      '30',
      '31',
      '1',
      '2',
    ]);
    const leap = timeframe('CURRENT_QUARTER', 'WEEKS', '2028-02-29');
    const week = leap.find((item) => item.date === '2028-02-27')!;
    expect(headerSubLabels(week, 'WEEKS')).toEqual(['27', '28', '29', '1', '2', '3', '4']);
  });

  it('rejects an index outside the items and items of another preset', () => {
    const items = timeframe('CURRENT_QUARTER', 'WEEKS', '2026-11-21');
    expect(() => headerItemLabel(items, 14, 'WEEKS')).toThrow(RangeError);
    expect(() => headerItemLabel(items, 0, 'MONTHS')).toThrow(TypeError);
    expect(() => headerSubLabels(items[0]!, 'QUARTERS')).toThrow(TypeError);
  });
});

describe('current day marker', () => {
  const cases: {
    today: string;
    rangeType: RangeType;
    preset: PresetType;
    firstDayOfWeek?: FirstDayOfWeek;
    current: number;
    dayIndex: number;
    dayCount: number;
    subLabel: number;
  }[] = [
    {
      today: '2026-11-21',
      rangeType: 'CURRENT_YEAR',
      preset: 'MONTHS',
      current: 10,
      dayIndex: 20,
      dayCount: 30,
      subLabel: 20,
    },
    {
      today: '2026-11-21',
      rangeType: 'CURRENT_QUARTER',
      preset: 'WEEKS',
      current: 7,
      dayIndex: 6,
      dayCount: 7,
      subLabel: 6,
    },
    {
      today: '2026-11-21',
      rangeType: 'CURRENT_QUARTER',
      preset: 'WEEKS',
      firstDayOfWeek: 6,
      current: 8,
      dayIndex: 0,
      dayCount: 7,
      subLabel: 0,
    },
    {
      today: '2026-11-21',
      rangeType: 'THREE_YEARS',
      preset: 'QUARTERS',
      current: 6,
      dayIndex: 51,
      dayCount: 92,
      subLabel: 1,
    },
    {
      today: '2026-12-31',
      rangeType: 'CURRENT_YEAR',
      preset: 'MONTHS',
      current: 11,
      dayIndex: 30,
      dayCount: 31,
      subLabel: 30,
    },
    {
      today: '2026-12-31',
      rangeType: 'CURRENT_QUARTER',
      preset: 'WEEKS',
      current: 13,
      dayIndex: 4,
      dayCount: 7,
      subLabel: 4,
    },
    {
      today: '2026-12-31',
      rangeType: 'THREE_YEARS',
      preset: 'QUARTERS',
      current: 6,
      dayIndex: 91,
      dayCount: 92,
      subLabel: 2,
    },
    {
      today: '2027-01-02',
      rangeType: 'CURRENT_QUARTER',
      preset: 'WEEKS',
      current: 0,
      dayIndex: 6,
      dayCount: 7,
      subLabel: 6,
    },
    {
      today: '2027-01-02',
      rangeType: 'CURRENT_QUARTER',
      preset: 'WEEKS',
      firstDayOfWeek: 1,
      current: 0,
      dayIndex: 5,
      dayCount: 7,
      subLabel: 5,
    },
    {
      today: '2027-01-02',
      rangeType: 'CURRENT_YEAR',
      preset: 'MONTHS',
      current: 0,
      dayIndex: 1,
      dayCount: 31,
      subLabel: 1,
    },
    {
      today: '2028-02-29',
      rangeType: 'CURRENT_YEAR',
      preset: 'MONTHS',
      current: 1,
      dayIndex: 28,
      dayCount: 29,
      subLabel: 28,
    },
    {
      today: '2028-02-29',
      rangeType: 'THREE_YEARS',
      preset: 'QUARTERS',
      current: 6,
      dayIndex: 59,
      dayCount: 91,
      subLabel: 1,
    },
    {
      today: '2028-02-29',
      rangeType: 'CURRENT_QUARTER',
      preset: 'WEEKS',
      current: 9,
      dayIndex: 2,
      dayCount: 7,
      subLabel: 2,
    },
  ];

  it.each(cases.map((testCase) => ({ firstDayOfWeek: 0 as FirstDayOfWeek, ...testCase })))(
    'marks $today in $rangeType / $preset (first day $firstDayOfWeek)',
    ({ today, rangeType, preset, firstDayOfWeek, current, dayIndex, dayCount, subLabel }) => {
      const items = timeframe(rangeType, preset, today, firstDayOfWeek);
      // A late time of day must not move the marker.
      const lateToday = new Date(day(today).getTime());
      lateToday.setHours(23, 59, 59);
      for (const todayValue of [day(today), lateToday]) {
        const currentIndexes = items.flatMap((item, index) =>
          isCurrentHeaderItem(item, preset, todayValue) ? [index] : [],
        );
        expect(currentIndexes).toEqual([current]);
        const item = items[current]!;
        expect(todayOffsetInItem(item, preset, todayValue)).toEqual({
          dayIndex,
          dayCount,
          fraction: dayIndex / dayCount,
        });
        expect(currentSubLabelIndex(item, preset, todayValue)).toBe(subLabel);
        const other = items[current === 0 ? 1 : 0];
        if (other) {
          expect(todayOffsetInItem(other, preset, todayValue)).toBeNull();
          expect(currentSubLabelIndex(other, preset, todayValue)).toBeNull();
        }
      }
    },
  );

  it('marks nothing when today is outside the timeframe', () => {
    const items = timeframe('CURRENT_YEAR', 'MONTHS', '2026-11-21');
    expect(items.some((item) => isCurrentHeaderItem(item, 'MONTHS', day('2027-01-02')))).toBe(
      false,
    );
  });
});
