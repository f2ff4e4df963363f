import { describe, expect, it } from 'vitest';
import { filterToken, searchTermToken } from './filter-token.ts';
import type { StorageLike } from './recent-searches.ts';
import {
  RECENT_SEARCHES_CAP,
  createRecentSearchesStore,
  dedupeRecentSearches,
  recentSearchesStorageKey,
} from './recent-searches.ts';

const KEY = 'gitlab-org-epics-recent-searches';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & {
  data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const throwing: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('SecurityError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

const search = (label: string) => [filterToken('label', label)];

describe('recent searches', () => {
  it('is stored per namespace under the epics key', () => {
    expect(recentSearchesStorageKey('gitlab-org')).toBe(KEY);
    expect(createRecentSearchesStore(memoryStorage(), 'a/b').key).toBe('a/b-epics-recent-searches');
    expect(RECENT_SEARCHES_CAP).toBe(5);
  });

  it('starts empty', () => {
    expect(createRecentSearchesStore(memoryStorage(), 'gitlab-org').load()).toEqual({
      items: [],
      error: null,
    });
  });

  it('puts the newest first and saves it', () => {
    const storage = memoryStorage();
    const store = createRecentSearchesStore(storage, 'gitlab-org');
    store.add(search('a'));
    const result = store.add([filterToken('author', 'root', '!='), searchTermToken('two words')]);
    const expected = [
      [filterToken('author', 'root', '!='), searchTermToken('two words')],
      search('a'),
    ];
    expect(result).toEqual({ items: expected, error: null });
    expect(JSON.parse(storage.data.get(KEY) ?? '')).toEqual(expected);
    expect(createRecentSearchesStore(storage, 'gitlab-org').load().items).toEqual(expected);
  });

  it('de-duplicates by token list, moving a repeated search to the front', () => {
    const store = createRecentSearchesStore(memoryStorage(), 'gitlab-org');
    store.add(search('a'));
    store.add(search('b'));
    const { items } = store.add([filterToken('label', ' a ')]);
    expect(items).toEqual([search('a'), search('b')]);
  });

  it('keeps at most five searches', () => {
    const store = createRecentSearchesStore(memoryStorage(), 'gitlab-org');
    for (const label of ['1', '2', '3', '4', '5', '6']) store.add(search(label));
    expect(store.load().items).toEqual(['6', '5', '4', '3', '2'].map(search));
    const small = createRecentSearchesStore(memoryStorage(), 'g', { cap: 2 });
    for (const label of ['1', '2', '3']) small.add(search(label));
    expect(small.load().items).toEqual([search('3'), search('2')]);
  });

  it('does not store an empty search', () => {
    const storage = memoryStorage();
    const store = createRecentSearchesStore(storage, 'gitlab-org');
    expect(store.add([searchTermToken(' '), filterToken('author', '')])).toEqual({
      items: [],
      error: null,
    });
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('keeps namespaces apart', () => {
    const storage = memoryStorage();
    createRecentSearchesStore(storage, 'one').add(search('a'));
    expect(createRecentSearchesStore(storage, 'two').load().items).toEqual([]);
  });

  it('reports unparsable JSON and treats it as empty', () => {
    for (const text of ['{not json', '{"a":1}', '"text"']) {
      const store = createRecentSearchesStore(memoryStorage({ [KEY]: text }), 'gitlab-org');
      expect(store.load()).toEqual({
        items: [],
        error: 'An error occurred while parsing recent searches',
      });
    }
  });

  it('overwrites unparsable JSON on the next add', () => {
    const storage = memoryStorage({ [KEY]: '{not json' });
    const store = createRecentSearchesStore(storage, 'gitlab-org');
    expect(store.add(search('a'))).toEqual({ items: [search('a')], error: null });
    expect(store.load()).toEqual({ items: [search('a')], error: null });
  });

  it('skips stored entries that are not token lists', () => {
    const stored = JSON.stringify([
      'old string search',
      [{ type: 'label', value: { data: 'a', operator: '=' } }],
      [{ type: 'label', value: { data: 'b', operator: '<>' } }],
      [],
      [{ type: 'label', value: { data: 'a', operator: '=' } }],
    ]);
    const store = createRecentSearchesStore(memoryStorage({ [KEY]: stored }), 'gitlab-org');
    expect(store.load()).toEqual({ items: [search('a')], error: null });
  });

  it('reports storage that throws or is missing', () => {
    const unavailable = 'Recent Searches Service is unavailable';
    for (const source of [
      throwing,
      null,
      undefined,
      () => {
        throw new Error('SecurityError');
      },
    ]) {
      const store = createRecentSearchesStore(source, 'gitlab-org');
      expect(store.load()).toEqual({ items: [], error: unavailable });
      expect(store.add(search('a'))).toEqual({ items: [], error: unavailable });
      expect(store.clear()).toEqual({ error: unavailable });
    }
  });

  it('reports storage that fails on write but keeps the list in memory', () => {
    const storage = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(createRecentSearchesStore(storage, 'g').add(search('a'))).toEqual({
      items: [search('a')],
      error: 'Recent Searches Service is unavailable',
    });
  });

  it('clears the namespace', () => {
    const storage = memoryStorage();
    const store = createRecentSearchesStore(storage, 'gitlab-org');
    store.add(search('a'));
    expect(store.clear()).toEqual({ error: null });
    expect(store.load()).toEqual({ items: [], error: null });
  });

  it('works over the jsdom localStorage', () => {
    window.localStorage.clear();
    const store = createRecentSearchesStore(() => window.localStorage, 'gitlab-org');
    store.add(search('a'));
    expect(window.localStorage.getItem(KEY)).toBe(
      '[[{"type":"label","value":{"data":"a","operator":"="}}]]',
    );
    window.localStorage.clear();
  });

  it('dedupes a list directly', () => {
    expect(dedupeRecentSearches([search('a'), search('b'), search('a'), search('c')], 2)).toEqual([
      search('a'),
      search('b'),
    ]);
  });
});
