import { describe, expect, it } from 'vitest';
import { TemplateCache } from './template-cache.ts';

const template = (html: string) => ({
  html,
  marker: 'm',
  references: [],
  tasks: { count: 0, completedCount: 0 },
});

describe('TemplateCache', () => {
  it('keeps renderings up to its size in HTML, dropping the least recently read first', () => {
    const cache = new TemplateCache(10);
    cache.set('a', template('aaaa'));
    cache.set('b', template('bbbb'));
    expect(cache.get('a')?.html).toBe('aaaa');
    cache.set('c', template('cccc'));
    expect([cache.get('a')?.html, cache.get('b'), cache.get('c')?.html]).toEqual([
      'aaaa',
      undefined,
      'cccc',
    ]);
    expect(cache.size).toBe(2);
  });

  it('does not keep a rendering larger than the whole cache', () => {
    const cache = new TemplateCache(3);
    cache.set('big', template('four'));
    expect(cache.get('big')).toBeUndefined();
  });
});
