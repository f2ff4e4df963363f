import { describe, expect, it } from 'vitest';
import { epicDisplayReference } from './epic-reference.ts';

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
