import { describe, expect, it } from 'vitest';
import { escapedIndices, findReferences } from './references.ts';

/** `[matched text, lookup key]` per match, using the longest candidate. */
function found(text: string): [string, string][] {
  return findReferences(text).map(({ index, candidates }) => {
    const first = candidates[0];
    return [text.slice(index, index + (first?.length ?? 0)), first?.key ?? ''];
  });
}

describe('findReferences', () => {
  it('finds issues, short and full form', () => {
    expect(found('#1, (#22) g/p#3 g/sub/p#4')).toEqual([
      ['#1', '#1'],
      ['#22', '#22'],
      ['g/p#3', 'g/p#3'],
      ['g/sub/p#4', 'g/sub/p#4'],
    ]);
    expect(findReferences('g/p#3')[0]?.candidates[0]?.lookup).toEqual({
      kind: 'issue',
      projectPath: 'g/p',
      iid: 3,
    });
  });

  it('finds epics, short and full form (a single group segment is allowed)', () => {
    expect(found('&5 g&6 g/sub&7')).toEqual([
      ['&5', '&5'],
      ['g&6', 'g&6'],
      ['g/sub&7', 'g/sub&7'],
    ]);
  });

  it('needs at least namespace/project for issues', () => {
    expect(found('g#3')).toEqual([]);
  });

  it('finds labels, milestones and users', () => {
    expect(found('~bug ~"two words" ~scope::value %v1.0 %"Sprint 3" @alice @a.b-c')).toEqual([
      ['~bug', 'bug'],
      ['~"two words"', 'two words'],
      ['~scope::value', 'scope::value'],
      ['%v1.0', 'v1.0'],
      ['%"Sprint 3"', 'Sprint 3'],
      ['@alice', 'alice'],
      ['@a.b-c', 'a.b-c'],
    ]);
  });

  it('supports non-ASCII label and milestone names', () => {
    expect(found('~größe %été')).toEqual([
      ['~größe', 'größe'],
      ['%été', 'été'],
    ]);
  });

  it('offers the name without trailing dots as a second candidate', () => {
    const [match] = findReferences('~bug.');
    expect(match?.candidates.map((c) => [c.key, c.length])).toEqual([
      ['bug.', 5],
      ['bug', 4],
    ]);
    expect(found('@alice.')).toEqual([['@alice', 'alice']]);
  });

  it('ignores sigils glued to words, paths or other sigils', () => {
    expect(found('a#1 -&2 x.&2 me@x a~b 50%off x/#1 ##1 C#1 foo_#1')).toEqual([]);
    // Group paths may be numeric, so this one is a full-form epic reference to look up.
    expect(found('1&2')).toEqual([['1&2', '1&2']]);
  });

  it('ignores numbers that run into letters and iids out of range', () => {
    expect(found('#12abc #0 #2147483648 #12345678901')).toEqual([]);
    expect(found('#2147483647')).toEqual([['#2147483647', '#2147483647']]);
  });

  it('ignores empty or unterminated quoted names', () => {
    expect(found('~"" ~" " %"open\nb" ~"a\nb"')).toEqual([]);
  });

  it('skips references whose sigil is escaped', () => {
    expect(findReferences('#1 #2 g/p#3', new Set([3, 9]))).toHaveLength(1);
  });

  it('stays fast on hostile input', () => {
    const started = Date.now();
    for (const text of ['a/'.repeat(50_000), '~'.repeat(100_000), '~"'.repeat(50_000)]) {
      findReferences(text);
    }
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('escapedIndices', () => {
  it('marks characters written as backslash escapes', () => {
    expect([...escapedIndices('a #1', 'a \\#1')]).toEqual([2]);
  });

  it('treats an escaped backslash as literal, not as escaping what follows', () => {
    expect([...escapedIndices('\\#1', '\\\\#1')]).toEqual([0]);
  });

  it('marks characters written as character references', () => {
    expect([...escapedIndices('#1 &2', '&#35;1 &amp;2')]).toEqual([0, 3]);
    expect([...escapedIndices('&foo; #1', '&foo; #1')]).toEqual([]);
  });

  it('skips source characters that are not in the value (blockquote markers, indentation)', () => {
    expect([...escapedIndices('a\n#1 #2', 'a\n>   #1 \\#2')]).toEqual([5]);
  });
});
