import { beforeEach, describe, expect, it } from 'vitest';
import {
  SHOW_LABELS_STORAGE_KEY,
  readStoredShowLabels,
  writeStoredShowLabels,
} from './show-labels-storage.ts';

describe('show labels storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('uses the gl-show-board-labels key', () => {
    expect(SHOW_LABELS_STORAGE_KEY).toBe('gl-show-board-labels');
    expect(readStoredShowLabels()).toBeNull();
    writeStoredShowLabels(true);
    expect(window.localStorage.getItem('gl-show-board-labels')).toBe('true');
    expect(readStoredShowLabels()).toBe(true);
    writeStoredShowLabels(false);
    expect(readStoredShowLabels()).toBe(false);
  });
});
