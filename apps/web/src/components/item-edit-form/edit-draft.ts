import type { EditValues } from './merge-edits.ts';

/** An unsaved edit kept in localStorage: the text, and the version it started from. */
export interface EditDraft extends EditValues {
  /** The item's lockVersion when the edit started. */
  lockVersion: number;
  /** The title and description the edit started from (the merge base on save). */
  base: EditValues;
}

const storageKey = (key: string) => `cairn:edit-draft:${key}`;

function isDraft(value: unknown): value is EditDraft {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const base = v.base as Record<string, unknown> | undefined;
  return (
    typeof v.title === 'string' &&
    typeof v.description === 'string' &&
    typeof v.lockVersion === 'number' &&
    typeof base?.title === 'string' &&
    typeof base.description === 'string'
  );
}

// Storage can be full, disabled or hold garbage: a draft is a convenience, never an error.
export function loadDraft(key: string): EditDraft | null {
  try {
    const raw = localStorage.getItem(storageKey(key));
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, draft: EditDraft): void {
  try {
    localStorage.setItem(storageKey(key), JSON.stringify(draft));
  } catch {
    // ignored: see above
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(storageKey(key));
  } catch {
    // ignored: see above
  }
}
