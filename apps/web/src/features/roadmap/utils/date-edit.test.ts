import { describe, expect, it } from 'vitest';
import {
  DATES_NOT_SAVED,
  DUE_BECOMES_FIXED,
  START_BECOMES_FIXED,
  dateChange,
  dateSourcesText,
  dateStepAnnouncement,
  datesInput,
  dragTooltipLines,
  epicDates,
  undoInput,
} from './date-edit.ts';
import { testEpic } from './test-epics.ts';

// Start fixed on Oct 1, due date inherited (Dec 1, from a milestone), no fixed due date.
const inheritedDue = testEpic(1, {
  startDate: '2026-10-01',
  dueDate: '2026-12-01',
  startDateIsFixed: true,
  startDateFixed: '2026-10-01',
  dueDateIsFixed: false,
  dueDateFixed: null,
});

describe('epicDates', () => {
  it('needs both dates', () => {
    expect(epicDates(inheritedDue)).toEqual({ start: '2026-10-01', end: '2026-12-01' });
    expect(epicDates(testEpic(2, { startDate: null }))).toBeNull();
  });
});

describe('inherited → fixed', () => {
  it('a move changes both ends: the inherited due date becomes fixed', () => {
    const next = { start: '2026-10-08', end: '2026-12-08' };
    expect(dateChange(inheritedDue, next)).toEqual({
      start: true,
      due: true,
      startBecomesFixed: false,
      dueBecomesFixed: true,
    });
    expect(dragTooltipLines(inheritedDue, next)).toEqual([
      'Start: Oct 8, 2026',
      'Due: Dec 8, 2026',
      DUE_BECOMES_FIXED,
    ]);
    expect(datesInput(inheritedDue, next)).toEqual({
      startDateFixed: '2026-10-08',
      startDateIsFixed: true,
      dueDateFixed: '2026-12-08',
      dueDateIsFixed: true,
    });
  });

  it('resizing the fixed start leaves the inherited due date alone', () => {
    const next = { start: '2026-09-20', end: '2026-12-01' };
    expect(dragTooltipLines(inheritedDue, next)).toEqual([
      'Start: Sep 20, 2026',
      'Due: Dec 1, 2026',
    ]);
    expect(datesInput(inheritedDue, next)).toEqual({
      startDateFixed: '2026-09-20',
      startDateIsFixed: true,
    });
  });

  it('an inherited start says so too', () => {
    const epic = testEpic(3, { startDateIsFixed: false, startDateFixed: null });
    const next = { start: '2026-10-02', end: '2026-12-01' };
    expect(dragTooltipLines(epic, next)).toContain(START_BECOMES_FIXED);
    expect(dateStepAnnouncement(epic, next)).toBe(
      'Start: Oct 2, 2026. Due: Dec 1, 2026. Start date becomes fixed.',
    );
  });

  it('undo writes back the fixed dates and sources of the ends that changed', () => {
    const input = datesInput(inheritedDue, { start: '2026-10-08', end: '2026-12-08' });
    expect(undoInput(inheritedDue, input)).toEqual({
      startDateFixed: '2026-10-01',
      startDateIsFixed: true,
      dueDateFixed: null,
      dueDateIsFixed: false,
    });
    const startOnly = datesInput(inheritedDue, { start: '2026-10-03', end: '2026-12-01' });
    expect(undoInput(inheritedDue, startOnly)).toEqual({
      startDateFixed: '2026-10-01',
      startDateIsFixed: true,
    });
  });
});

describe('texts', () => {
  it('the popover names the source of each date', () => {
    expect(dateSourcesText(inheritedDue)).toBe('Start date fixed, due date inherited.');
    expect(dateSourcesText(testEpic(4, { startDate: null }))).toBe('Due date fixed.');
    expect(dateSourcesText(testEpic(5, { startDate: null, dueDate: null }))).toBeNull();
  });

  it('a stale lock version is reported as a concurrent edit', () => {
    expect(DATES_NOT_SAVED(['Attempted to update a stale object: Epic.'])).toBe(
      'Someone else changed this epic meanwhile, so the new dates were not saved: Attempted to update a stale object: Epic.',
    );
    expect(DATES_NOT_SAVED(['Due date is invalid'])).toBe(
      'The new dates were not saved: Due date is invalid',
    );
  });
});
