// Toolbar and shortcut actions as pure text edits on (value, selection), so they are tested
// without a DOM. Inline marks wrap the selection (or toggle off when it is already wrapped);
// line marks prefix every line the selection touches.

export type FormatKind =
  'bold' | 'italic' | 'code' | 'link' | 'bulletList' | 'numberedList' | 'taskList' | 'quote';

export interface TextEdit {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

const WRAP: Partial<Record<FormatKind, string>> = { bold: '**', italic: '_', code: '`' };
const LINE_PREFIX: Partial<Record<FormatKind, (index: number) => string>> = {
  bulletList: () => '- ',
  numberedList: (i) => `${i + 1}. `,
  taskList: () => '- [ ] ',
  quote: () => '> ',
};

function wrap(value: string, start: number, end: number, mark: string): TextEdit {
  const before = value.slice(0, start);
  const selected = value.slice(start, end);
  const after = value.slice(end);
  if (before.endsWith(mark) && after.startsWith(mark)) {
    return {
      value: before.slice(0, -mark.length) + selected + after.slice(mark.length),
      selectionStart: start - mark.length,
      selectionEnd: end - mark.length,
    };
  }
  return {
    value: before + mark + selected + mark + after,
    selectionStart: start + mark.length,
    selectionEnd: end + mark.length,
  };
}

function codeBlock(value: string, start: number, end: number): TextEdit {
  const selected = value.slice(start, end);
  const fence = '```\n';
  const text = `${fence}${selected}\n\`\`\``;
  return {
    value: value.slice(0, start) + text + value.slice(end),
    selectionStart: start + fence.length,
    selectionEnd: start + fence.length + selected.length,
  };
}

const URL_LIKE = /^(https?:\/\/|mailto:)\S+$/;

/** `[text](url)`: selects `url` to type over, or `text` when the selection was a URL. */
function link(value: string, start: number, end: number): TextEdit {
  const selected = value.slice(start, end);
  const [text, url, selectUrl] = URL_LIKE.test(selected)
    ? ['text', selected, false]
    : [selected, 'url', true];
  const inserted = `[${text}](${url})`;
  const from = selectUrl ? start + text.length + 3 : start + 1;
  const length = selectUrl ? url.length : text.length;
  return {
    value: value.slice(0, start) + inserted + value.slice(end),
    selectionStart: from,
    selectionEnd: from + length,
  };
}

function prefixLines(value: string, start: number, end: number, kind: FormatKind): TextEdit {
  const prefix = LINE_PREFIX[kind]!;
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = value.indexOf('\n', Math.max(end - (end > start ? 1 : 0), start));
  const lineEnd = nextBreak === -1 ? value.length : nextBreak;
  const lines = value.slice(lineStart, lineEnd).split('\n');
  const prefixed = lines.map((line, i) => prefix(i) + line);
  const added = prefixed.join('\n').length - lines.join('\n').length;
  const firstPrefix = prefix(0).length;
  return {
    value: value.slice(0, lineStart) + prefixed.join('\n') + value.slice(lineEnd),
    selectionStart: start + firstPrefix,
    selectionEnd: end + added,
  };
}

export function applyFormat(value: string, start: number, end: number, kind: FormatKind): TextEdit {
  if (kind === 'link') return link(value, start, end);
  if (kind === 'code' && value.slice(start, end).includes('\n')) {
    return codeBlock(value, start, end);
  }
  const mark = WRAP[kind];
  if (mark) return wrap(value, start, end, mark);
  return prefixLines(value, start, end, kind);
}

/** Inserts `text` over the selection, leaving the caret after it. */
export function insertText(value: string, start: number, end: number, text: string): TextEdit {
  const caret = start + text.length;
  return {
    value: value.slice(0, start) + text + value.slice(end),
    selectionStart: caret,
    selectionEnd: caret,
  };
}
