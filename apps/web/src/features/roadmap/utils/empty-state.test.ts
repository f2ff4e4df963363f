import { describe, expect, it } from 'vitest';
import { emptyStateTexts } from './empty-state.ts';

const base = {
  hasFilters: false,
  childEpicsMode: false,
  onlyUndisplayableEpics: false,
  dateRange: 'Oct 1, 2026 – Dec 31, 2026',
  canCreateEpic: true,
};

describe('emptyStateTexts', () => {
  it('group without filters', () => {
    expect(emptyStateTexts(base)).toEqual({
      title: 'The roadmap shows the progress of your epics along a timeline',
      description:
        'To view the roadmap, add a start or due date to one of your epics in this group or its subgroups; from Oct 1, 2026 – Dec 31, 2026.',
      showNewEpic: true,
      withDocsLink: false,
    });
  });

  it('group with filters hides New epic', () => {
    const texts = emptyStateTexts({ ...base, hasFilters: true });
    expect(texts.title).toBe('Sorry, no epics matched your search');
    expect(texts.description).toBe(
      'To widen your search, change or remove filters; from Oct 1, 2026 – Dec 31, 2026.',
    );
    expect(texts.showNewEpic).toBe(false);
  });

  it('child epics form', () => {
    const texts = emptyStateTexts({ ...base, childEpicsMode: true });
    expect(texts.description).toBe(
      'To view the roadmap, add a start or due date to one of the child epics.',
    );
    expect(texts.withDocsLink).toBe(true);
  });

  it('epics without usable dates', () => {
    expect(emptyStateTexts({ ...base, onlyUndisplayableEpics: true }).description).toBe(
      'To make your epics appear in the roadmap, add start or due dates to them.',
    );
  });

  it('New epic needs the permission', () => {
    expect(emptyStateTexts({ ...base, canCreateEpic: false }).showNewEpic).toBe(false);
  });
});
