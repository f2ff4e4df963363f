import { describe, expect, it } from 'vitest';
import { resultsAnnouncement } from './results-announcement.ts';

describe('resultsAnnouncement', () => {
  it('counts the epics shown', () => {
    expect(resultsAnnouncement({ count: 12, hasMore: false, childEpics: false })).toBe(
      'Showing 12 epics',
    );
    expect(resultsAnnouncement({ count: 1, hasMore: false, childEpics: false })).toBe(
      'Showing 1 epic',
    );
  });

  it('says when more load on scrolling, and names child epics', () => {
    expect(resultsAnnouncement({ count: 50, hasMore: true, childEpics: false })).toBe(
      'Showing 50 epics, scroll down for more',
    );
    expect(resultsAnnouncement({ count: 2, hasMore: false, childEpics: true })).toBe(
      'Showing 2 child epics',
    );
  });

  it('says when nothing is left to show', () => {
    expect(resultsAnnouncement({ count: 0, hasMore: false, childEpics: false })).toBe(
      'No epics to show',
    );
    expect(resultsAnnouncement({ count: 0, hasMore: false, childEpics: true })).toBe(
      'No child epics to show',
    );
  });
});
