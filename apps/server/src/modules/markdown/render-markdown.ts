import { unified } from 'unified';
import remarkRehype from 'remark-rehype';
import rehypeSanitize from 'rehype-sanitize';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';
import type { Link, Nodes, Root, Text } from 'mdast';
import type { Root as HastRoot } from 'hast';
import { parseMarkdown } from './parse.ts';
import { Batch, buildLink, linkReferences, resolveBatch, type Resolved } from './references.ts';
import {
  newMarker,
  placeholderReferences,
  type RenderedTemplate,
  type StoredReference,
} from './reference-placeholders.ts';
import { fillPlaceholders } from './fill-placeholders.ts';
import { SOURCEPOS_TAGS, sanitizeSchema } from './sanitize-schema.ts';
import { taskCompletionOf } from './task-list.ts';
import type { ReferenceContext, ReferenceResolver } from './types.ts';

const EXTERNAL_REL = ['nofollow', 'noreferrer', 'noopener'];
const PLACEHOLDER_ORIGIN = 'https://cairn.invalid';
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

/** `data-sourcepos="startLine:startCol-endLine:endCol"` as GitLab/cmark write it (1-based, end inclusive). */
function rehypeSourcepos() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node) => {
      const position = node.position;
      if (!position || !SOURCEPOS_TAGS.has(node.tagName)) return;
      const { start, end } = position;
      const endColumn = Math.max(end.column - 1, 1);
      node.properties.dataSourcepos = `${start.line}:${start.column}-${end.line}:${endColumn}`;
    });
  };
}

// mdast -> hast -> allow-list. `clobberPrefix: ''` because the sanitiser adds the prefix to ids;
// footnote hrefs are prefixed to match in `decorateLinks`.
const toSafeHast = unified()
  .use(remarkRehype, { clobberPrefix: '' })
  .use(rehypeSourcepos)
  .use(rehypeSanitize, sanitizeSchema)
  .freeze();

function isOnlyComments(html: string): boolean {
  let rest = html.trim();
  while (rest.startsWith('<!--')) {
    const close = rest.indexOf('-->', 4);
    if (close < 0) return false;
    rest = rest.slice(close + 3).trimStart();
  }
  return rest === '';
}

/**
 * Raw HTML is shown as the text the author typed (escaped on output), never interpreted.
 * HTML comments are dropped, as GitLab does, because issue templates use them for hints.
 */
function neutraliseRawHtml(tree: Root): void {
  visit(tree, 'html', (node, index, parent) => {
    if (!parent || index === undefined) return;
    const siblings: Nodes[] = parent.children;
    if (isOnlyComments(node.value)) {
      siblings.splice(index, 1);
      return index;
    }
    const text: Text = { type: 'text', value: node.value, position: node.position };
    siblings[index] = FLOW_PARENTS.has(parent.type)
      ? { type: 'paragraph', children: [text], position: node.position }
      : text;
  });
}

const SCHEME = /^[A-Za-z][A-Za-z\d+.-]*:/;

/**
 * Lower-cases URL schemes (`HTTPS://x` works, `JaVaScRiPt:` is plainly `javascript:`), because
 * the sanitiser compares protocols case-sensitively against its allow-list.
 */
function normaliseSchemes(tree: Root): void {
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      node.url = node.url.replace(SCHEME, (scheme) => scheme.toLowerCase());
    }
  });
}

/** Project-relative attachment links (`/uploads/<secret>/<file>`) point into the project. */
function rebaseUploads(tree: Root, uploadsBase: string | undefined): void {
  if (!uploadsBase) return;
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      if (node.url.startsWith('/uploads/')) node.url = uploadsBase + node.url;
    }
  });
}

function originOf(baseUrl: string | undefined): URL {
  if (baseUrl) {
    try {
      return new URL(baseUrl);
    } catch {
      // Fall through: a bad setting must not break rendering.
    }
  }
  return new URL(PLACEHOLDER_ORIGIN);
}

/**
 * After sanitising (values here are constants or already-checked hrefs): external links get
 * `rel`, footnote links point at the prefixed ids.
 */
function decorateLinks(tree: HastRoot, baseUrl: string | undefined): void {
  const origin = originOf(baseUrl);
  visit(tree, 'element', (node) => {
    if (node.tagName !== 'a') return;
    const { href } = node.properties;
    if (typeof href !== 'string') return;
    const isFootnoteLink =
      node.properties.dataFootnoteRef !== undefined ||
      node.properties.dataFootnoteBackref !== undefined;
    if (isFootnoteLink && href.startsWith('#')) {
      node.properties.href = `#${sanitizeSchema.clobberPrefix ?? ''}${href.slice(1)}`;
      return;
    }
    let url: URL;
    try {
      url = new URL(href, origin);
    } catch {
      return;
    }
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.host !== origin.host) {
      node.properties.rel = EXTERNAL_REL;
    }
  });
}

/** What a rendering depends on besides the source (never the viewer). */
export interface RenderOptions {
  baseUrl?: string;
  uploadsBase?: string;
}

/** Everything but references: the same steps for the stored and the one-pass rendering. */
async function renderTree(mdast: Root, options: RenderOptions): Promise<string> {
  neutraliseRawHtml(mdast);
  normaliseSchemes(mdast);
  rebaseUploads(mdast, options.uploadsBase);
  const hast = await toSafeHast.run(mdast);
  decorateLinks(hast, options.baseUrl);
  return toHtml(hast);
}

/**
 * The expensive, viewer-independent part of rendering (parse, GFM, sanitise), with references
 * left as placeholders: the result may be stored and shared by every viewer.
 */
export async function renderTemplate(
  source: string,
  options: RenderOptions,
): Promise<RenderedTemplate> {
  const mdast = parseMarkdown(source);
  const tasks = taskCompletionOf(mdast);
  const marker = newMarker();
  const references = placeholderReferences(mdast, source, marker);
  return { html: await renderTree(mdast, options), marker, references, tasks };
}

const escapeText = (value: string) => toHtml({ type: 'text', value });

// Resolved links repeat (the same `@user` in every description): their HTML is a pure function
// of the link and the base URL, so it is kept, up to a bound.
const linkCache = new Map<string, string>();
const LINK_CACHE_SIZE = 5000;

/** One resolved reference link, through the same sanitiser and link rules as the document. */
function linkHtml(link: Link, baseUrl: string | undefined): string {
  const key = JSON.stringify([link, baseUrl ?? '']);
  let html = linkCache.get(key);
  if (html === undefined) {
    if (linkCache.size >= LINK_CACHE_SIZE) linkCache.clear();
    html = renderLink(link, baseUrl);
    linkCache.set(key, html);
  }
  return html;
}

function renderLink(link: Link, baseUrl: string | undefined): string {
  const hast = toSafeHast.runSync({
    type: 'root',
    children: [{ type: 'paragraph', children: [link] }],
  });
  decorateLinks(hast, baseUrl);
  const paragraph = hast.children[0];
  return paragraph?.type === 'element' ? toHtml(paragraph.children) : '';
}

function fragment(ref: StoredReference, resolved: Resolved, baseUrl: string | undefined) {
  for (const candidate of ref.candidates) {
    const link = buildLink(candidate, ref.text.slice(0, candidate.length), resolved);
    if (link) return linkHtml(link, baseUrl) + escapeText(ref.text.slice(candidate.length));
  }
  return escapeText(ref.text);
}

/** Puts the fragments in place of the placeholders (render-pool.ts may do it on a worker). */
export type Fill = (html: string, marker: string, fragments: string[]) => string | Promise<string>;

/**
 * Fills a template's placeholders for one viewer: one resolver call per kind (the same batch a
 * fresh render makes); references the viewer may not see stay plain text. Each distinct
 * reference is linked once, then one pass over the HTML puts the links in (linear in
 * the HTML, whatever the number of occurrences: reference-heavy.integration-test.ts).
 */
export async function resolveTemplate(
  template: RenderedTemplate,
  resolver: ReferenceResolver,
  baseUrl: string | undefined,
  fill: Fill = fillPlaceholders,
): Promise<string> {
  if (template.references.length === 0) return template.html;
  const batch = new Batch();
  for (const ref of template.references) for (const c of ref.candidates) batch.add(c);
  const resolved = await resolveBatch(batch, resolver);
  const fragments = template.references.map((ref) => fragment(ref, resolved, baseUrl));
  return fill(template.html, template.marker, fragments);
}

/**
 * Renders GitLab-flavoured markdown (CommonMark + GFM tables, task lists, strikethrough,
 * autolinks, footnotes) to sanitised HTML, linking `#1`, `group/project#1`, `&1`, `group&1`,
 * `~label`, `~"two words"`, `%milestone`, `%"two words"` and `@user` references the viewer may
 * see (per `ctx.resolver`, one batched call per kind). Block elements carry `data-sourcepos`.
 * This is the stored path (template, then references), which the server uses.
 */
export async function renderMarkdown(source: string, ctx: ReferenceContext): Promise<string> {
  return resolveTemplate(await renderTemplate(source, ctx), ctx.resolver, ctx.baseUrl);
}

/** The one-pass rendering (references linked in the tree): the reference the stored path is tested against. */
export async function renderMarkdownInline(source: string, ctx: ReferenceContext): Promise<string> {
  const mdast = parseMarkdown(source);
  await linkReferences(mdast, source, ctx.resolver);
  return renderTree(mdast, ctx);
}
