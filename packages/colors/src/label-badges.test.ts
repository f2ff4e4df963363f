import { describe, expect, it } from 'vitest';
// Moved from apps/web/src/lib/labels.test.ts with the web's copy of these rules.
import {
  contrastRatio,
  labelTextColor,
  readableTextColor as readableLabelTextColor,
} from './index.ts';

describe('labelTextColor', () => {
  it('picks dark text on light backgrounds and white on dark ones', () => {
    expect(labelTextColor('#FFFFFF')).toBe('#1F1E24');
    expect(labelTextColor('#ff0')).toBe('#1F1E24');
    expect(labelTextColor('#1f1e24')).toBe('#FFFFFF');
    expect(labelTextColor('#dc143c')).toBe('#FFFFFF');
    expect(labelTextColor('crimson')).toBe('#FFFFFF');
  });
});

describe('readableLabelTextColor', () => {
  it('keeps a readable preferred colour and replaces an unreadable one', () => {
    expect(readableLabelTextColor('#dd2b0e', '#FFFFFF')).toBe('#FFFFFF');
    expect(readableLabelTextColor('#428bca', '#FFFFFF')).toBe('#1F1E24');
    expect(readableLabelTextColor('#FFFFFF')).toBe('#1F1E24');
  });

  it('always reaches 4.5:1 on hex colours', () => {
    for (const background of ['#808080', '#777777', '#6699cc', '#f0ad4e', '#000000', '#ffff00']) {
      const text = readableLabelTextColor(background, '#FFFFFF');
      expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
