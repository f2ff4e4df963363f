import { describe, expect, it } from 'vitest';
import { findTrigger, quotedName } from './trigger.ts';

const at = (text: string) => findTrigger(text, text.length);

describe('findTrigger', () => {
  it('finds each reference kind at the caret', () => {
    expect(at('Hi @ro')).toEqual({ char: '@', query: 'ro', start: 3 });
    expect(at('#')).toEqual({ char: '#', query: '', start: 0 });
    expect(at('see &12')).toEqual({ char: '&', query: '12', start: 4 });
    expect(at('(~bu')).toEqual({ char: '~', query: 'bu', start: 1 });
    expect(at('x\n%v1')).toEqual({ char: '%', query: 'v1', start: 2 });
  });

  it('ignores triggers inside words, after a space, or far back', () => {
    expect(at('mail a@b')).toBeNull();
    expect(at('issue#1')).toBeNull();
    expect(at('@root done')).toBeNull();
    expect(at(`@${'a'.repeat(51)}`)).toBeNull();
  });

  it('reads up to the caret, not the end of the text', () => {
    expect(findTrigger('@ro and more', 3)).toEqual({ char: '@', query: 'ro', start: 0 });
  });
});

describe('quotedName', () => {
  it('quotes names with spaces', () => {
    expect(quotedName('~', 'bug')).toBe('~bug');
    expect(quotedName('~', 'needs review')).toBe('~"needs review"');
    expect(quotedName('%', 'Release 1')).toBe('%"Release 1"');
  });
});
