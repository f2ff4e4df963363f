import { describe, expect, it } from 'vitest';
import {
  PROGRESS_MODE_LABELS,
  PROGRESS_THRESHOLD,
  epicProgressData,
  parseProgressMode,
  progressPercentage,
  progressTexts,
} from './progress.ts';

describe('progressPercentage', () => {
  it('is closed / (opened + closed), rounded', () => {
    expect(progressPercentage(2, 1)).toBe(33);
    expect(progressPercentage(1, 2)).toBe(67);
    expect(progressPercentage(7, 1)).toBe(13); // 12.5 rounds up
    expect(progressPercentage(199, 1)).toBe(1); // 0.5 rounds up
    expect(progressPercentage(201, 1)).toBe(0); // 0.495
    expect(progressPercentage(1, 199)).toBe(100); // 99.5 rounds up
    expect(progressPercentage(3, 197)).toBe(99); // 98.5 rounds up
    expect(progressPercentage(0, 5)).toBe(100);
    expect(progressPercentage(5, 0)).toBe(0);
    expect(progressPercentage(1, 1)).toBe(50);
    expect(progressPercentage(13.5, 4.5)).toBe(25);
  });

  it('is null without a total or with invalid amounts', () => {
    expect(progressPercentage(0, 0)).toBeNull();
    expect(progressPercentage(-1, 2)).toBeNull();
    expect(progressPercentage(Number.NaN, 2)).toBeNull();
    expect(progressPercentage(1, Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('progressTexts', () => {
  it('counts issues closed', () => {
    expect(progressTexts('COUNT', { opened: 3, closed: 2 })).toEqual({
      percentage: 40,
      percentageText: '40% issues closed',
      summaryText: '2 of 5 issues closed',
      hasData: true,
    });
  });

  it('counts weight completed', () => {
    expect(progressTexts('WEIGHT', { opened: 5, closed: 3 })).toEqual({
      percentage: 38,
      percentageText: '38% weight completed',
      summaryText: '3 of 8 weight completed',
      hasData: true,
    });
  });

  it('shows dashes when there is no data', () => {
    for (const data of [null, undefined, { opened: 0, closed: 0 }]) {
      expect(progressTexts('COUNT', data)).toEqual({
        percentage: null,
        percentageText: '0% issues closed',
        summaryText: '- of - issues closed',
        hasData: false,
      });
      expect(progressTexts('WEIGHT', data).summaryText).toBe('- of - weight completed');
    }
  });

  it('picks counts or weights from an epic', () => {
    const epic = {
      descendantCounts: { openedIssues: 4, closedIssues: 6, openedEpics: 1, closedEpics: 0 },
      descendantWeightSum: { openedIssues: 10, closedIssues: 30 },
    };
    expect(epicProgressData('COUNT', epic)).toEqual({ opened: 4, closed: 6 });
    expect(epicProgressData('WEIGHT', epic)).toEqual({ opened: 10, closed: 30 });
    expect(epicProgressData('WEIGHT', { descendantWeightSum: null })).toBeNull();
    expect(progressTexts('WEIGHT', epicProgressData('WEIGHT', epic)).percentageText).toBe(
      '75% weight completed',
    );
  });
});

describe('progress constants', () => {
  it('hold the mode labels, the threshold and the mode parsing', () => {
    expect(PROGRESS_MODE_LABELS).toEqual({ WEIGHT: 'Use issue weight', COUNT: 'Use issue count' });
    expect(PROGRESS_THRESHOLD).toBe(50);
    expect(parseProgressMode('COUNT')).toBe('COUNT');
    expect(parseProgressMode('count')).toBe('WEIGHT');
  });
});
