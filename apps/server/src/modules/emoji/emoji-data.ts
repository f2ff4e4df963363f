import { EMOJI_TABLE } from './emoji-table.ts';

export interface EmojiInfo {
  name: string;
  /** The emoji itself. */
  emoji: string;
  /** Code points in hex without variation selectors, dash-joined (GitLab's `unicode`). */
  unicode: string;
  description: string;
  unicodeVersion: string;
}

const codePoints = (emoji: string) =>
  [...emoji]
    .map((c) => c.codePointAt(0) ?? 0)
    .filter((cp) => cp !== 0xfe0f)
    .map((cp) => cp.toString(16))
    .join('-');

export const EMOJI: readonly EmojiInfo[] = EMOJI_TABLE.trim()
  .split('\n')
  .map((line) => {
    const [name = '', emoji = '', description = '', unicodeVersion = ''] = line.split('|');
    return { name, emoji, unicode: codePoints(emoji), description, unicodeVersion };
  });

const BY_NAME = new Map(EMOJI.map((e) => [e.name, e]));

/** GitLab aliases clients still send. */
const ALIASES: Record<string, string> = {
  '+1': 'thumbsup',
  '-1': 'thumbsdown',
  thumbs_up: 'thumbsup',
  thumbs_down: 'thumbsdown',
  slightly_smiling_face: 'slight_smile',
  hankey: 'poop',
  shit: 'poop',
  heavy_heart: 'heart',
};

/** The emoji for a name or alias, or null when it is not one we know. */
export function emojiByName(name: string): EmojiInfo | null {
  return BY_NAME.get(name) ?? BY_NAME.get(ALIASES[name] ?? '') ?? null;
}
