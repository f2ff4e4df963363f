import { describe, expect, it } from 'vitest';
import {
  epicIidOrNull,
  epicTokenDisplayValue,
  epicTokenValue,
  isEpicIid,
  isEpicReference,
  parseEpicIid,
} from './epic-reference.ts';

describe('epic references', () => {
  it('uses only the part after ::&', () => {
    expect(parseEpicIid('My epic::&12')).toBe('12');
    expect(parseEpicIid('A::&B title::&34')).toBe('34');
    expect(parseEpicIid('12')).toBe('12');
    expect(parseEpicIid(' 12 ')).toBe('12');
  });

  it('drops the ampersand of a typed reference', () => {
    expect(parseEpicIid('&5')).toBe('5');
    expect(parseEpicIid('title::&&5')).toBe('5');
    expect(parseEpicIid('&abc')).toBe('&abc');
  });

  it('recognises an ampersand followed by digits', () => {
    expect(isEpicReference('&12')).toBe(true);
    expect(isEpicReference('&')).toBe(false);
    expect(isEpicReference('12')).toBe(false);
    expect(isEpicReference('&12a')).toBe(false);
    expect(isEpicReference(' &12')).toBe(false);
    expect(isEpicIid('12')).toBe(true);
    expect(isEpicIid('1.2')).toBe(false);
  });

  it('gives the iid only when it is digits', () => {
    expect(epicIidOrNull('My epic::&12')).toBe('12');
    expect(epicIidOrNull('&7')).toBe('7');
    expect(epicIidOrNull('My epic')).toBeNull();
    expect(epicIidOrNull('')).toBeNull();
  });

  it('formats the display value and the token value', () => {
    expect(epicTokenDisplayValue({ iid: 12, title: 'My epic' })).toBe('&12::My epic');
    expect(epicTokenValue({ iid: '12', title: 'My epic' })).toBe('My epic::&12');
    expect(parseEpicIid(epicTokenValue({ iid: 3, title: 'x::&9' }))).toBe('3');
  });
});
