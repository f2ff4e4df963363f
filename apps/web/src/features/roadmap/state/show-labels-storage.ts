// The show-labels setting is kept in local storage under 'gl-show-board-labels' (GitLab's key).
export const SHOW_LABELS_STORAGE_KEY = 'gl-show-board-labels';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored value, or null when nothing (or something unreadable) is stored. */
export function readStoredShowLabels(): boolean | null {
  try {
    const value = storage()?.getItem(SHOW_LABELS_STORAGE_KEY);
    if (value === 'true') return true;
    if (value === 'false') return false;
    return null;
  } catch {
    return null;
  }
}

export function writeStoredShowLabels(value: boolean): void {
  try {
    storage()?.setItem(SHOW_LABELS_STORAGE_KEY, String(value));
  } catch {
    // Storage full or disabled: the URL still carries the setting.
  }
}
