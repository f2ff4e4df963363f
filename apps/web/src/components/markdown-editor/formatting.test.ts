import { describe, expect, it } from 'vitest';
import { applyFormat, insertText } from './formatting.ts';

/** `[` and `]` in the input mark the selection; the result is written back the same way. */
function run(marked: string, kind: Parameters<typeof applyFormat>[3]) {
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  const value = marked.replace('[', '').replace(']', '');
  const edit = applyFormat(value, start, end, kind);
  return (
    edit.value.slice(0, edit.selectionStart) +
    '[' +
    edit.value.slice(edit.selectionStart, edit.selectionEnd) +
    ']' +
    edit.value.slice(edit.selectionEnd)
  );
}

describe('applyFormat', () => {
  it('wraps the selection in bold, italic and code marks', () => {
    expect(run('a [word] b', 'bold')).toBe('a **[word]** b');
    expect(run('a [word] b', 'italic')).toBe('a _[word]_ b');
    expect(run('a [word] b', 'code')).toBe('a `[word]` b');
  });

  it('toggles a mark off when the selection is already wrapped', () => {
    expect(run('a **[word]** b', 'bold')).toBe('a [word] b');
  });

  it('puts the caret between the marks when nothing is selected', () => {
    expect(run('a []b', 'bold')).toBe('a **[]**b');
  });

  it('makes a code block of a multi-line selection', () => {
    expect(run('[x = 1\ny = 2]', 'code')).toBe('```\n[x = 1\ny = 2]\n```');
  });

  it('makes a link, selecting the part to type next', () => {
    expect(run('see [docs]', 'link')).toBe('see [docs]([url])');
    expect(run('see [https://x.test]', 'link')).toBe('see [[text]](https://x.test)');
  });

  it('prefixes every selected line for lists and quotes', () => {
    expect(run('[one\ntwo]', 'bulletList')).toBe('- [one\n- two]');
    expect(run('[one\ntwo]', 'numberedList')).toBe('1. [one\n2. two]');
    expect(run('intro\nt[as]k', 'taskList')).toBe('intro\n- [ ] t[as]k');
    expect(run('[said]', 'quote')).toBe('> [said]');
  });
});

describe('insertText', () => {
  it('replaces the selection and leaves the caret after the text', () => {
    expect(insertText('a XX b', 2, 4, '@root ')).toEqual({
      value: 'a @root  b',
      selectionStart: 8,
      selectionEnd: 8,
    });
  });
});
