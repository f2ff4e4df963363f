import { describe, expect, it } from 'vitest';
import { EMOJI, emojiByName } from './emoji-data.ts';

describe('built-in emoji', () => {
  it('has about 250 unique names with an emoji, description and version each', () => {
    expect(EMOJI.length).toBeGreaterThan(200);
    expect(new Set(EMOJI.map((e) => e.name)).size).toBe(EMOJI.length);
    for (const e of EMOJI) {
      expect(e.name).toMatch(/^[a-z0-9_]+$/);
      expect(e.emoji.length).toBeGreaterThan(0);
      expect(e.description.length).toBeGreaterThan(0);
      expect(e.unicodeVersion).toMatch(/^\d+\.\d$/);
    }
  });

  it('maps names and aliases to unicode', () => {
    expect(emojiByName('thumbsup')).toMatchObject({ emoji: '👍', unicode: '1f44d' });
    expect(emojiByName('+1')?.name).toBe('thumbsup');
    expect(emojiByName('heart')).toMatchObject({ emoji: '❤️', unicode: '2764' });
    expect(emojiByName('100')?.emoji).toBe('💯');
    expect(emojiByName('not_an_emoji')).toBeNull();
  });
});
