import { describe, expect, it } from 'vitest';
import { mergeEdits, mergeText } from './merge-edits.ts';

const base = 'Intro\n\n- step one\n- step two\n\nOutro';

describe('mergeText', () => {
  it('combines edits to different lines', () => {
    const theirs = 'Intro, revised\n\n- step one\n- step two\n\nOutro';
    const mine = 'Intro\n\n- step one\n- step two\n\nOutro, mine';
    expect(mergeText(base, theirs, mine)).toBe(
      'Intro, revised\n\n- step one\n- step two\n\nOutro, mine',
    );
  });

  it('keeps both sides when one inserts lines and the other edits elsewhere', () => {
    const theirs = `${base}\n\nAppendix`;
    const mine = 'Preface\n\nIntro\n\n- step one\n- step two\n\nOutro';
    expect(mergeText(base, theirs, mine)).toBe(
      'Preface\n\nIntro\n\n- step one\n- step two\n\nOutro\n\nAppendix',
    );
  });

  it('reports a conflict when both change the same line differently', () => {
    const theirs = 'Intro\n\n- step one (theirs)\n- step two\n\nOutro';
    const mine = 'Intro\n\n- step one (mine)\n- step two\n\nOutro';
    expect(mergeText(base, theirs, mine)).toBeNull();
  });

  it('takes the other side when only one side changed, and agrees on identical edits', () => {
    expect(mergeText(base, `${base}!`, base)).toBe(`${base}!`);
    expect(mergeText(base, base, `${base}?`)).toBe(`${base}?`);
    expect(mergeText(base, 'same', 'same')).toBe('same');
  });
});

describe('mergeEdits', () => {
  it('merges a title change with a description change', () => {
    const result = mergeEdits(
      { title: 'Old', description: 'a\nb' },
      { title: 'New', description: 'a\nb' },
      { title: 'Old', description: 'a\nb\nc' },
    );
    expect(result).toEqual({ clean: true, values: { title: 'New', description: 'a\nb\nc' } });
  });

  it('is a conflict when both changed the title differently', () => {
    const result = mergeEdits(
      { title: 'Old', description: '' },
      { title: 'Theirs', description: '' },
      { title: 'Mine', description: 'x' },
    );
    expect(result).toEqual({ clean: false });
  });
});
