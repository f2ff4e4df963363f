import { describe, expect, it } from 'vitest';
import { escapeHtml, renderTitleHtml } from './render-title.ts';

describe('renderTitleHtml', () => {
  it('escapes HTML', () => {
    expect(renderTitleHtml(`<script>alert("x")</script> & 'q'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;',
    );
    expect(renderTitleHtml('<img src=x onerror=alert(1)>')).toBe(
      '&lt;img src=x onerror=alert(1)&gt;',
    );
  });

  it('does not interpret markdown other than code spans', () => {
    expect(renderTitleHtml('**bold** [x](javascript:alert(1)) #1')).toBe(
      '**bold** [x](javascript:alert(1)) #1',
    );
  });

  it('renders code spans, escaping their content', () => {
    expect(renderTitleHtml('Fix `<div>` in `a && b`')).toBe(
      'Fix <code>&lt;div&gt;</code> in <code>a &amp;&amp; b</code>',
    );
  });

  it('follows CommonMark backtick-run rules', () => {
    expect(renderTitleHtml('``a ` b``')).toBe('<code>a ` b</code>');
    expect(renderTitleHtml('` `` `')).toBe('<code>``</code>');
    expect(renderTitleHtml('`  `')).toBe('<code>  </code>');
    expect(renderTitleHtml('unmatched ` and ``')).toBe('unmatched ` and ``');
    expect(renderTitleHtml('``x` y`')).toBe('``x<code> y</code>');
  });
});

describe('escapeHtml', () => {
  it('escapes the five significant characters', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});
