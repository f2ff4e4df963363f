import { describe, expect, it } from 'vitest';
import {
  filterParamsText,
  parseUrlSettings,
  withLabelFilter,
  withUrlSettings,
} from './url-settings.ts';
import { toSearchString } from '#web/lib/query-string.ts';

describe('parseUrlSettings', () => {
  it('uses the defaults when the URL has no settings', () => {
    expect(parseUrlSettings(new URLSearchParams())).toEqual({
      timeframeRangeType: 'CURRENT_QUARTER',
      presetType: 'WEEKS',
      epicsState: 'all',
      sortedBy: 'START_DATE_ASC',
      progressTracking: 'WEIGHT',
      isProgressTrackingActive: true,
      isShowingMilestones: true,
      milestonesType: 'ALL',
      isShowingLabels: false,
      isShowingDependencies: true,
    });
  });

  it('reads every setting parameter', () => {
    const params = new URLSearchParams(
      'timeframe_range_type=THREE_YEARS&layout=MONTHS&state=closed&sort=title_desc&progress=COUNT' +
        '&show_progress=false&show_milestones=false&milestones_type=PROJECT&show_labels=true' +
        '&show_dependencies=false',
    );
    expect(parseUrlSettings(params)).toEqual({
      timeframeRangeType: 'THREE_YEARS',
      presetType: 'MONTHS',
      epicsState: 'closed',
      sortedBy: 'TITLE_DESC',
      progressTracking: 'COUNT',
      isProgressTrackingActive: false,
      isShowingMilestones: false,
      milestonesType: 'PROJECT',
      isShowingLabels: true,
      isShowingDependencies: false,
    });
  });

  it('validates the sort against the ten values, else the first', () => {
    expect(parseUrlSettings(new URLSearchParams('sort=popularity')).sortedBy).toBe(
      'START_DATE_ASC',
    );
    expect(parseUrlSettings(new URLSearchParams('sort=UPDATED_AT_DESC')).sortedBy).toBe(
      'UPDATED_AT_DESC',
    );
  });

  it('falls back to the current quarter and the range default preset', () => {
    const settings = parseUrlSettings(
      new URLSearchParams('timeframe_range_type=DECADE&layout=QUARTERS'),
    );
    expect(settings.timeframeRangeType).toBe('CURRENT_QUARTER');
    expect(settings.presetType).toBe('WEEKS');
    expect(
      parseUrlSettings(new URLSearchParams('timeframe_range_type=CURRENT_YEAR')).presetType,
    ).toBe('MONTHS');
  });

  it('takes show_labels from storage when the URL has none, the URL winning otherwise', () => {
    expect(parseUrlSettings(new URLSearchParams(), true).isShowingLabels).toBe(true);
    expect(parseUrlSettings(new URLSearchParams('show_labels=false'), true).isShowingLabels).toBe(
      false,
    );
  });

  it('accepts open as the opened state', () => {
    expect(parseUrlSettings(new URLSearchParams('state=open')).epicsState).toBe('opened');
    expect(parseUrlSettings(new URLSearchParams('state=weird')).epicsState).toBe('all');
  });
});

describe('withUrlSettings', () => {
  it('keeps other parameters and their order, replacing settings in place', () => {
    const current = new URLSearchParams('label_name[]=a&layout=WEEKS&scope=all&utf8=%E2%9C%93');
    const settings = { ...parseUrlSettings(current), presetType: 'WEEKS' as const };
    const next = withUrlSettings(current, settings);
    expect([...next.keys()].slice(0, 4)).toEqual(['label_name[]', 'layout', 'scope', 'utf8']);
    expect(next.get('timeframe_range_type')).toBe('CURRENT_QUARTER');
    expect(next.get('show_labels')).toBe('false');
    expect(next.getAll('layout')).toEqual(['WEEKS']);
  });

  it('round-trips through parseUrlSettings', () => {
    const settings = parseUrlSettings(
      new URLSearchParams('timeframe_range_type=CURRENT_YEAR&progress=COUNT'),
    );
    expect(parseUrlSettings(withUrlSettings(new URLSearchParams(), settings))).toEqual(settings);
  });
});

describe('filter parameters', () => {
  it('keeps only the filter part (not the applied saved view)', () => {
    const params = new URLSearchParams(
      'layout=WEEKS&label_name[]=x&page=2&search=foo&show_labels=true&view=12',
    );
    expect(filterParamsText(params)).toBe('label_name%5B%5D=x&search=foo');
  });

  it('adds a label filter once', () => {
    const once = withLabelFilter(new URLSearchParams('layout=WEEKS'), 'backend');
    expect(withLabelFilter(once, 'backend').getAll('label_name[]')).toEqual(['backend']);
    expect(toSearchString(once)).toBe('?layout=WEEKS&label_name%5B%5D=backend');
    expect(toSearchString(new URLSearchParams())).toBe('');
  });
});
