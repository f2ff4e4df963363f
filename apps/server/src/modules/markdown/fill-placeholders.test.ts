import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './fill-placeholders.ts';

const M = '\uE000abcdef012345:';

describe('fillPlaceholders', () => {
  it('puts each fragment where its index is, repeats included', () => {
    const html = `<p>${M}0\uE001 and ${M}1\uE001, ${M}0\uE001</p>`;
    expect(fillPlaceholders(html, M, ['<a>x</a>', 'y'])).toBe('<p><a>x</a> and y, <a>x</a></p>');
  });

  it('leaves HTML without placeholders, and text of another marker, as it is', () => {
    const other = '\uE000000000000000:0\uE001';
    expect(fillPlaceholders(`<p>${other}</p>`, M, ['z'])).toBe(`<p>${other}</p>`);
  });
});
