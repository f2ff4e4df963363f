export { SHORTCUTS, SHORTCUT_GROUPS, type Shortcut } from './shortcut-list.ts';
export {
  effectiveShortcuts,
  isTypingTarget,
  isValidKeys,
  matchSequence,
  readCustomKeys,
  saveCustomKeys,
  SHORTCUTS_STORAGE_KEY,
} from './shortcut-keys.ts';
export { useKeyboardShortcuts, useShortcutHandler } from './use-keyboard-shortcuts.ts';
