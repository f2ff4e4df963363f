import { describe, expect, it } from 'vitest';
import { HIDDEN_BANNED_TOOLTIP, HIDDEN_SPAM_TOOLTIP } from '#web/components/hidden-badge.tsx';
import {
  blockingLabel,
  isModifiedClick,
  iterationPeriodText,
  moreAssigneesText,
  moreItemsHref,
  moreItemsText,
  namespaceOfReference,
  openLinkedItems,
} from './blocking.ts';

describe('blocking texts', () => {
  it('uses the exact labels', () => {
    expect(blockingLabel('BLOCKED_BY', 'Epic', 1)).toBe('Epic is blocked by 1 item');
    expect(blockingLabel('BLOCKED_BY', 'Epic', 4)).toBe('Epic is blocked by 4 items');
    expect(blockingLabel('BLOCKS', 'Epic', 1)).toBe('Epic blocks 1 item');
    expect(blockingLabel('BLOCKS', 'Epic', 2)).toBe('Epic blocks 2 items');
  });

  it('counts the items beyond three', () => {
    expect(moreItemsText(3)).toBe('');
    expect(moreItemsText(4)).toBe('+1 more item');
    expect(moreItemsText(7)).toBe('+4 more items');
  });

  it('links issues to related-issues and other types to linkeditems', () => {
    expect(moreItemsHref('/a/-/issues/1', 'Issue')).toBe('/a/-/issues/1#related-issues');
    expect(moreItemsHref('/g/-/epics/1', 'Epic')).toBe('/g/-/epics/1#linkeditems');
  });

  it('keeps only open items', () => {
    const item = (id: string, workItemState: string) =>
      ({ linkId: id, linkType: 'blocks', workItemState, workItem: { id } }) as never;
    expect(openLinkedItems([item('1', 'OPEN'), item('2', 'CLOSED'), null])).toEqual([{ id: '1' }]);
  });

  it('treats any modifier as a modified click', () => {
    const none = { ctrlKey: false, shiftKey: false, altKey: false, metaKey: false };
    expect(isModifiedClick(none)).toBe(false);
    for (const key of ['ctrlKey', 'shiftKey', 'altKey', 'metaKey'] as const) {
      expect(isModifiedClick({ ...none, [key]: true })).toBe(true);
    }
  });

  it('shows the last path segment of a reference', () => {
    expect(namespaceOfReference('acme/platform/web#12')).toBe('web');
    expect(namespaceOfReference('acme&3')).toBe('acme');
  });

  it('writes iteration periods within a month, a year, or across years', () => {
    expect(iterationPeriodText('2026-11-16', '2026-11-29')).toBe('Nov 16 – 29, 2026');
    expect(iterationPeriodText('2026-11-30', '2026-12-13')).toBe('Nov 30 – Dec 13, 2026');
    expect(iterationPeriodText('2026-12-28', '2027-01-10')).toBe('Dec 28, 2026 – Jan 10, 2027');
  });

  it('uses the exact assignee overflow and hidden texts', () => {
    expect(moreAssigneesText(2)).toBe('2 more assignees');
    expect(HIDDEN_BANNED_TOOLTIP).toBe('This item is hidden because its author has been banned.');
    expect(HIDDEN_SPAM_TOOLTIP).toBe('This item is hidden because it has been submitted as spam.');
  });
});
