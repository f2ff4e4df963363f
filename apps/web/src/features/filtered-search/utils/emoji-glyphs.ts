// Glyphs for common award emoji names, used when the emoji endpoint gives names only.
const GLYPHS: Readonly<Record<string, string>> = {
  thumbsup: '👍',
  thumbsdown: '👎',
  '+1': '👍',
  '-1': '👎',
  smile: '😄',
  smiley: '😃',
  laughing: '😆',
  joy: '😂',
  slight_smile: '🙂',
  confused: '😕',
  cry: '😢',
  heart: '❤️',
  tada: '🎉',
  rocket: '🚀',
  eyes: '👀',
  fire: '🔥',
  clap: '👏',
  thinking: '🤔',
  white_check_mark: '✅',
  warning: '⚠️',
  star: '⭐',
  100: '💯',
  ok_hand: '👌',
  raised_hands: '🙌',
  pray: '🙏',
  bug: '🐛',
  sparkles: '✨',
  coffee: '☕',
  muscle: '💪',
};

/** The glyph of an emoji name, or '' when it is not known here. */
export function emojiGlyph(name: string): string {
  return GLYPHS[name] ?? '';
}
