import { describe, expect, it } from 'vitest';
import { DARK_TEXT, LIGHT_TEXT, labelTextColor as textColorFor, normalizeColor } from './index.ts';

describe('label colours', () => {
  it('accepts #RRGGBB as given, expands #RGB and converts CSS names', () => {
    expect(normalizeColor('#428BCA')).toBe('#428BCA');
    expect(normalizeColor('#abc')).toBe('#aabbcc');
    expect(normalizeColor('Red')).toBe('#ff0000');
    expect(normalizeColor(' rebeccapurple ')).toBe('#663399');
  });

  it('refuses anything else', () => {
    for (const bad of ['', '#12345', '#1234567', 'blurple', '#ggg', 'rgb(0,0,0)', '428bca']) {
      expect(normalizeColor(bad)).toBeNull();
    }
  });

  it('knows the CSS colour names (colord), but no other CSS colour syntax', () => {
    expect(normalizeColor('DarkSlateGrey')).toBe('#2f4f4f');
    expect(normalizeColor('aliceblue')).toBe('#f0f8ff');
    expect(normalizeColor('yellowgreen')).toBe('#9acd32');
    for (const bad of ['transparent', 'currentcolor', 'hsl(0, 100%, 50%)', 'red blue']) {
      expect(normalizeColor(bad)).toBeNull();
    }
  });

  it('picks the readable text colour', () => {
    expect(textColorFor('#ffffff')).toBe(DARK_TEXT);
    expect(textColorFor('#000000')).toBe(LIGHT_TEXT);
    expect(textColorFor('#428bca')).toBe(LIGHT_TEXT);
    expect(textColorFor('#f0ad4e')).toBe(DARK_TEXT);
    expect(textColorFor('#ffff00')).toBe(DARK_TEXT);
    expect(textColorFor('#1068bf')).toBe(LIGHT_TEXT);
    expect(textColorFor('#7fff00')).toBe(DARK_TEXT);
    expect(textColorFor('not a colour')).toBe(DARK_TEXT);
  });
});
