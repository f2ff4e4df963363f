import { SHORTCUTS, type Shortcut } from './shortcut-list.ts';

/** Customized bindings: { [shortcut id]: keys }, in localStorage. */
export const SHORTCUTS_STORAGE_KEY = 'cairn:keyboard-shortcuts';

/** A valid binding: one or two printable keys separated by a space ('e', 'g i'). */
export const isValidKeys = (keys: string) => /^\S( \S)?$/.test(keys.trim());

export function readCustomKeys(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SHORTCUTS_STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([id, keys]) =>
          typeof keys === 'string' &&
          isValidKeys(keys) &&
          SHORTCUTS.some((s) => s.id === id && s.customizable),
      ),
    ) as Record<string, string>;
  } catch {
    return {}; // unusable storage: the defaults
  }
}

/** Saves one binding; the default keys (or an empty value) remove the customization. */
export function saveCustomKeys(id: string, keys: string) {
  const shortcut = SHORTCUTS.find((s) => s.id === id);
  if (!shortcut?.customizable) return;
  const next = { ...readCustomKeys() };
  const value = keys.trim();
  if (!value || value === shortcut.keys) delete next[id];
  else if (isValidKeys(value)) next[id] = value;
  else return;
  try {
    localStorage.setItem(SHORTCUTS_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // unusable storage: the binding lasts until reload only through the caller's state
  }
}

/** Every shortcut with its effective keys. */
export const effectiveShortcuts = (custom = readCustomKeys()): Shortcut[] =>
  SHORTCUTS.map((s) => (custom[s.id] ? { ...s, keys: custom[s.id]! } : s));

/** Whether a key event comes from a place where typing must not trigger shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(type);
}

/**
 * Matches typed keys against the bindings: the shortcut whose keys equal the sequence, or
 * 'pending' while the sequence is the start of a longer binding, or null.
 */
export function matchSequence(
  sequence: readonly string[],
  list: readonly Shortcut[],
): Shortcut | 'pending' | null {
  const typed = sequence.join(' ');
  const exact = list.find((s) => s.keys === typed);
  if (exact) return exact;
  return list.some((s) => s.keys.startsWith(`${typed} `)) ? 'pending' : null;
}
