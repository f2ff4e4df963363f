import { asList, fetchJson, text } from './fetch-json.ts';

export type EmojiItem = { name: string; glyph: string };

export const AWARD_EMOJIS_PATH = '/-/autocomplete/award_emojis';

/** The emoji the reaction token offers (GitLab's web route); the caller filters by name. */
export async function fetchAwardEmojis(signal?: AbortSignal): Promise<EmojiItem[]> {
  const body = await fetchJson(AWARD_EMOJIS_PATH, {}, signal);
  return asList(body)
    .map((emoji) => ({ name: text(emoji.name), glyph: text(emoji.emoji ?? emoji.moji) }))
    .filter((emoji) => emoji.name !== '');
}
