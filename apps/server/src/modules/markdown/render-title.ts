const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for use in HTML content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

function backtickRun(text: string, at: number): number {
  let end = at;
  while (text[end] === '`') end++;
  return end - at;
}

/** CommonMark code span content: newlines become spaces, one padding space is stripped. */
function codeSpanContent(raw: string): string {
  const content = raw.replace(/\r\n|\r|\n/g, ' ');
  return content.length >= 2 && content.startsWith(' ') && content.endsWith(' ') && content.trim()
    ? content.slice(1, -1)
    : content;
}

/**
 * Issue/epic title as HTML: everything escaped, except that `code spans` become `<code>`
 * (CommonMark rules: a run of n backticks closes only on another run of exactly n).
 */
export function renderTitleHtml(title: string): string {
  let html = '';
  let cursor = 0;
  let searchFrom = 0;
  while (searchFrom < title.length) {
    const open = title.indexOf('`', searchFrom);
    if (open < 0) break;
    const length = backtickRun(title, open);
    let close = -1;
    let next = title.indexOf('`', open + length);
    while (next >= 0) {
      const run = backtickRun(title, next);
      if (run === length) {
        close = next;
        break;
      }
      next = title.indexOf('`', next + run);
    }
    if (close < 0) {
      // Unmatched: the backticks are literal text.
      searchFrom = open + length;
      continue;
    }
    html += escapeHtml(title.slice(cursor, open));
    html += `<code>${escapeHtml(codeSpanContent(title.slice(open + length, close)))}</code>`;
    cursor = close + length;
    searchFrom = cursor;
  }
  return html + escapeHtml(title.slice(cursor));
}
