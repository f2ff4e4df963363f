import { afterEach, describe, expect, it } from 'vitest';
import { describeChange, markInlineDiff } from './description-diff.ts';
import { readPreferences, visibleThreads, writePreferences } from './discussion-view.ts';

const thread = (id: string, system: boolean) => ({ id, notes: [{ system }] });
const threads = [thread('a', true), thread('b', false), thread('c', true)];

describe('visibleThreads', () => {
  it('shows all activity, comments only or history only', () => {
    expect(visibleThreads(threads, 'all', 'oldest').map((t) => t.id)).toEqual(['a', 'b', 'c']);
    expect(visibleThreads(threads, 'comments', 'oldest').map((t) => t.id)).toEqual(['b']);
    expect(visibleThreads(threads, 'history', 'oldest').map((t) => t.id)).toEqual(['a', 'c']);
  });
  it('puts the newest first on request without touching the input', () => {
    expect(visibleThreads(threads, 'all', 'newest').map((t) => t.id)).toEqual(['c', 'b', 'a']);
    expect(threads.map((t) => t.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('preferences', () => {
  afterEach(() => localStorage.clear());
  it('are remembered per user', () => {
    writePreferences('alice', { filter: 'comments', order: 'newest' });
    expect(readPreferences('alice')).toEqual({ filter: 'comments', order: 'newest' });
    expect(readPreferences('bob')).toEqual({ filter: 'all', order: 'oldest' });
  });
  it('fall back to the defaults on a damaged entry', () => {
    localStorage.setItem('cairn:discussion:alice', '{not json');
    expect(readPreferences('alice')).toEqual({ filter: 'all', order: 'oldest' });
    localStorage.setItem('cairn:discussion:alice', '{"filter":"bogus"}');
    expect(readPreferences('alice').filter).toBe('all');
  });
});

describe('describeChange', () => {
  it('marks removed and added words, keeping the rest', () => {
    expect(describeChange('Fix the login page', 'Fix the signup page now')).toEqual([
      { text: 'Fix the ', kind: 'same' },
      { text: 'login', kind: 'removed' },
      { text: 'signup', kind: 'added' },
      { text: ' page', kind: 'same' },
      { text: ' now', kind: 'added' },
    ]);
  });
  it('treats a first description as all added', () => {
    expect(describeChange('', 'New text')).toEqual([{ text: 'New text', kind: 'added' }]);
  });
});

describe('markInlineDiff', () => {
  it('turns GitLab title diff markers into del and ins', () => {
    expect(
      markInlineDiff(
        '<p>changed title from <strong>{-Old-} x</strong> to <strong>{+New+} x</strong></p>',
      ),
    ).toBe(
      '<p>changed title from <strong><del>Old</del> x</strong> to <strong><ins>New</ins> x</strong></p>',
    );
  });
});
