import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextColor } from './index.ts';

describe('readableTextColor', () => {
  it('keeps a readable preferred colour', () => {
    expect(readableTextColor('#1068bf', '#FFFFFF')).toBe('#FFFFFF');
  });

  it('replaces an unreadable one with the better of light and dark', () => {
    expect(readableTextColor('#8fbc8f', '#FFFFFF')).toBe('#1F1E24');
    expect(readableTextColor('#d9d9d9', null)).toBe('#1F1E24');
    expect(readableTextColor('#330066', '#333333')).toBe('#FFFFFF');
    expect(readableTextColor('#808080', '#FFFFFF')).toBe('#000000');
  });

  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('red', '#fff')).toBeNull();
  });
});
