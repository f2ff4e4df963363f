import { describe, expect, it } from 'vitest';
import {
  epicDisplayReference,
  epicIidOrNull,
  epicReference,
  epicTokenTitle,
  fullEpicReference,
  parseEpicReference,
  referenceNamespacePath,
  typedEpicIid,
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

describe('epicDisplayReference', () => {
  it('is short for the listed group and relative for its subgroups', () => {
    expect(epicDisplayReference({ iid: '3', group: { fullPath: 'acme' } }, 'acme')).toBe('&3');
    expect(
      epicDisplayReference({ iid: '7', group: { fullPath: 'acme/platform/core' } }, 'acme'),
    ).toBe('platform/core&7');
  });

  it('uses the full path for a group outside the listed one', () => {
    expect(epicDisplayReference({ iid: '1', group: { fullPath: 'other' } }, 'acme')).toBe(
      'other&1',
    );
    expect(epicDisplayReference({ iid: '1', group: { fullPath: 'acme-two' } }, 'acme')).toBe(
      'acme-two&1',
    );
  });
});

describe('epic reference forms', () => {
  it('formats the short and the full reference', () => {
    expect(epicReference(12)).toBe('&12');
    expect(fullEpicReference('acme/platform', '3')).toBe('acme/platform&3');
  });

  it('parses short, relative and full references', () => {
    expect(parseEpicReference('&12')).toEqual({ groupPath: null, iid: '12' });
    expect(parseEpicReference('platform&3')).toEqual({ groupPath: 'platform', iid: '3' });
    expect(parseEpicReference(' acme/platform.v2&45 ')).toEqual({
      groupPath: 'acme/platform.v2',
      iid: '45',
    });
    expect(parseEpicReference('acme/web#12')).toBeNull();
    expect(parseEpicReference('acme/&3')).toBeNull();
    expect(parseEpicReference('&')).toBeNull();
    expect(parseEpicReference('acme&3a')).toBeNull();
  });

  it('reads an iid typed with or without its ampersand', () => {
    expect(typedEpicIid('12')).toBe('12');
    expect(typedEpicIid(' &7 ')).toBe('7');
    expect(typedEpicIid('&')).toBeNull();
    expect(typedEpicIid('My epic::&12')).toBeNull();
  });

  it('splits a token value and a full reference', () => {
    expect(epicTokenTitle('My epic::&12')).toBe('My epic');
    expect(epicTokenTitle('&12')).toBeNull();
    expect(referenceNamespacePath('acme/web#12')).toBe('acme/web');
    expect(referenceNamespacePath('acme&3')).toBe('acme');
  });
});
