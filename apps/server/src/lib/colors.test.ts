import { describe, expect, it } from 'vitest';
import { readableTextColor } from './colors.ts';

describe('readableTextColor', () => {
  it('uses white on dark and dark text on light colours', () => {
    expect(readableTextColor('#1068bf')).toBe('#FFFFFF');
    expect(readableTextColor('#000')).toBe('#FFFFFF');
    expect(readableTextColor('#ffffff')).toBe('#333238');
    expect(readableTextColor('#F0E68C')).toBe('#333238');
  });
  it('falls back to white for malformed input', () => {
    expect(readableTextColor('red')).toBe('#FFFFFF');
  });
});
