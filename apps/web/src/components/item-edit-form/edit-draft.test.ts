import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from './edit-draft.ts';

const draft = {
  title: 'Draft title',
  description: 'Draft text',
  lockVersion: 3,
  base: { title: 'Saved title', description: 'Saved text' },
};

afterEach(() => localStorage.clear());

describe('edit drafts', () => {
  it('round-trips a draft per item key and clears it', () => {
    saveDraft('issue:acme/web#1', draft);
    expect(loadDraft('issue:acme/web#1')).toEqual(draft);
    expect(loadDraft('issue:acme/web#2')).toBeNull();
    clearDraft('issue:acme/web#1');
    expect(loadDraft('issue:acme/web#1')).toBeNull();
  });

  it('ignores garbage in storage', () => {
    localStorage.setItem('cairn:edit-draft:x', '{not json');
    localStorage.setItem('cairn:edit-draft:y', JSON.stringify({ title: 1 }));
    expect(loadDraft('x')).toBeNull();
    expect(loadDraft('y')).toBeNull();
  });
});
