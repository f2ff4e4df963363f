import { describe, expect, it } from 'vitest';
import { mentionedUsernames, newMentions } from './mentions.ts';

describe('mentionedUsernames', () => {
  it('finds @names once each, lower-cased, skipping code and e-mail addresses', () => {
    const text =
      'Hi @Alice and @bob.\n`@carol` in code\n```\n@dave\n```\nmail me@example.com, @alice again';
    expect(mentionedUsernames(text)).toEqual(['alice', 'bob']);
  });

  it('reports only the mentions an edit adds', () => {
    expect(newMentions('@alice @bob @erin', '@alice')).toEqual(['bob', 'erin']);
    expect(newMentions('@alice', '@alice @bob')).toEqual([]);
  });
});
