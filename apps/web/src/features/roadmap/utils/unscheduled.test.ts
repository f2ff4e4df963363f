import { describe, expect, it } from 'vitest';
import { SCHEDULED_LENGTH_DAYS, scheduledDates, scheduledText } from './unscheduled.ts';

describe('unscheduled tray rules', () => {
  it('schedules two weeks from the start day, the due day included', () => {
    expect(SCHEDULED_LENGTH_DAYS).toBe(14);
    expect(scheduledDates('2026-11-21')).toEqual({ start: '2026-11-21', due: '2026-12-04' });
    expect(scheduledDates('2026-12-25')).toEqual({ start: '2026-12-25', due: '2027-01-07' });
  });

  it('writes the toast', () => {
    expect(scheduledText('&4', scheduledDates('2026-11-02'))).toBe(
      'Scheduled &4: Nov 2, 2026 – Nov 15, 2026',
    );
  });
});
