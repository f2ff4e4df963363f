import { describe, expect, it } from 'vitest';
import { barTitleFits, barTitleText, milestoneSizeClass } from './bar-display.ts';

describe('milestoneSizeClass', () => {
  it('uses minimum and small in the quarters view', () => {
    expect(milestoneSizeClass(0, 'QUARTERS')).toBe('minimum');
    expect(milestoneSizeClass(8.9, 'QUARTERS')).toBe('minimum');
    expect(milestoneSizeClass(9, 'QUARTERS')).toBe('small');
    expect(milestoneSizeClass(11.9, 'QUARTERS')).toBe('small');
    expect(milestoneSizeClass(12, 'QUARTERS')).toBe('');
  });

  it('uses small in the months view and nothing in the weeks view', () => {
    expect(milestoneSizeClass(5, 'MONTHS')).toBe('small');
    expect(milestoneSizeClass(11.9, 'MONTHS')).toBe('small');
    expect(milestoneSizeClass(12, 'MONTHS')).toBe('');
    expect(milestoneSizeClass(1, 'WEEKS')).toBe('');
  });
});

describe('bar title', () => {
  it('shows the title on a bar of 40 px or more', () => {
    const title = 'A very long epic title that CSS will truncate';
    expect(barTitleFits(40, title)).toBe(true);
    expect(barTitleText(40, title)).toBe(title);
    expect(barTitleFits(39.9, title)).toBe(false);
    expect(barTitleText(39.9, title)).toBe('...');
  });

  it('shows a short title on a narrower bar when it fits whole', () => {
    // 'Q4' needs 2 * 7 + 2 * 8 = 30 px.
    expect(barTitleText(30, 'Q4')).toBe('Q4');
    expect(barTitleText(29, 'Q4')).toBe('...');
    expect(barTitleText(0, 'Q4')).toBe('...');
  });
});
