import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import type { Root } from 'mdast';

// One parser for rendering and for task-list editing, so both agree on what a task item is.
// `singleTilde: false`: strikethrough needs `~~`, as in GitLab; a single `~` starts a label
// reference (`~bug and ~feature~` must not become strikethrough).
const parser = unified().use(remarkParse).use(remarkGfm, { singleTilde: false }).freeze();

/** Parses GitLab-flavoured markdown (CommonMark + GFM) into mdast, with source positions. */
export function parseMarkdown(source: string): Root {
  return parser.parse(source);
}
