// What a suggestion hook hands to the dropdown, whatever the token type.

export type Suggestion = {
  /** The token data picking it gives. */
  value: string;
  /** The main text. */
  title: string;
  /** Secondary text: '@username', '&12', a full path. */
  subtitle?: string;
  /** Label colours. */
  color?: string;
  textColor?: string;
  avatarUrl?: string | null;
  /** An emoji glyph shown before the title. */
  glyph?: string;
  /** A special value ('No Label', 'None', 'Any'): listed first, above a divider. */
  special?: boolean;
};

export type SuggestionsResult = {
  items: Suggestion[];
  loading: boolean;
  /** The catalogue message to raise when the fetch failed, else null. */
  error: string | null;
};

export const NO_SUGGESTIONS: SuggestionsResult = { items: [], loading: false, error: null };

/** Case-insensitive 'contains' match on the title, subtitle and value. */
export function matchesSearch(suggestion: Suggestion, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [suggestion.title, suggestion.subtitle ?? '', suggestion.value].some((text) =>
    text.toLowerCase().includes(needle),
  );
}
