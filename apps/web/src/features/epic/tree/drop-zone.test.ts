import { describe, expect, it } from 'vitest';
import { dropIndex, dropZone } from './drop-zone.ts';

describe('dropZone', () => {
  it('splits an issue row in two and an epic row in before, inside and after', () => {
    expect(dropZone(110, 100, 40, false)).toBe('before');
    expect(dropZone(125, 100, 40, false)).toBe('after');
    expect(dropZone(105, 100, 40, true)).toBe('before');
    expect(dropZone(120, 100, 40, true)).toBe('inside');
    expect(dropZone(135, 100, 40, true)).toBe('after');
  });
});

describe('dropIndex', () => {
  it('counts the moved node out of its own list when it came from above', () => {
    expect(dropIndex('after', 2, true, 0)).toBe(2);
    expect(dropIndex('before', 2, true, 0)).toBe(1);
    expect(dropIndex('before', 0, true, 2)).toBe(0);
    expect(dropIndex('after', 0, false, 3)).toBe(1);
  });
});
