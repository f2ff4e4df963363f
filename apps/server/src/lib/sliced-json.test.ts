import { describe, expect, it } from 'vitest';
import { atLeastChars, SLICE_CHARS, stringifySliced } from './sliced-json.ts';

// Large answers are serialised in slices between turns of the event loop.
const big = 'x"<p>é\n'.repeat(SLICE_CHARS / 4);
const value = {
  data: {
    project: {
      a0: big,
      a1: big,
      when: new Date('2026-12-02T03:00:00.000Z'),
      list: [1, null, undefined, 'two', { deep: [true, big] }],
      skipped: undefined,
      nested: { empty: {}, none: [] },
    },
  },
};

describe('stringifySliced', () => {
  it('writes what JSON.stringify writes', async () => {
    expect(await stringifySliced(value)).toBe(JSON.stringify(value));
    expect(await stringifySliced([{ a: 1 }, 'b'])).toBe('[{"a":1},"b"]');
  });

  it('lets other work run between slices of a large value, and none for a small one', async () => {
    const turns = async (v: unknown) => {
      let ran = false;
      setImmediate(() => (ran = true));
      await stringifySliced(v);
      return ran;
    };
    expect(await turns(value)).toBe(true);
    expect(await turns({ small: 'answer' })).toBe(false);
  });

  it('counts the characters a value holds at least, up to enough', () => {
    expect(atLeastChars({ a: 'abc', b: [1, 'de'] }, 1000)).toBe(5 + 4 + 4);
    expect(atLeastChars([big, big, big], 10)).toBe(big.length + 2);
  });
});
