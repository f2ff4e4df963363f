import { EMOJI_ANY, EMOJI_NONE } from '../utils/token-types.ts';
import { FETCH_EMOJI_ERROR } from '../utils/messages.ts';
import { emojiGlyph } from '../utils/emoji-glyphs.ts';
import { fetchAwardEmojis } from '../graphql/award-emojis.rest.ts';
import type { SuggestionsResult } from './suggestion.ts';
import { matchesSearch } from './suggestion.ts';
import { useSuggestionQuery } from './use-suggestion-query.ts';

/** Reaction token suggestions: the award emoji, filtered here by name. */
export function useEmojiSuggestions(search: string, enabled: boolean): SuggestionsResult {
  const result = useSuggestionQuery({
    key: ['award-emojis'],
    enabled,
    errorMessage: FETCH_EMOJI_ERROR,
    load: async (signal) =>
      (await fetchAwardEmojis(signal))
        .filter((emoji) => emoji.name !== EMOJI_NONE && emoji.name !== EMOJI_ANY)
        .map((emoji) => ({
          value: emoji.name,
          title: emoji.name,
          glyph: emoji.glyph || emojiGlyph(emoji.name),
        })),
  });
  return { ...result, items: result.items.filter((item) => matchesSearch(item, search)) };
}
