import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { renderedMarkdown, type Database } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import type { RenderOptions } from './render-markdown.ts';
import type { ReferenceResolver } from './types.ts';
import type { RenderedTemplate, StoredReference } from './reference-placeholders.ts';
import { renderTemplateOffThread, resolveTemplateOffThread } from './render-pool.ts';
import type { TaskCompletionStatus } from './task-list.ts';
import { TemplateCache } from './template-cache.ts';
import { requestLoader } from '#server/lib/request-loader.ts';

/**
 * Bump when the renderer's output changes: stored renderings of the old version are not used.
 * 2: each distinct reference stored once, at most MAX_LINKED_REFERENCES linked, and the task
 * counts (migration 0016_rendered_task_counts).
 */
export const RENDERER_VERSION = 2;

/** Content address of a rendering: renderer version, options and source. */
export function renderKey(source: string, options: RenderOptions): string {
  return createHash('sha256')
    .update([RENDERER_VERSION, options.baseUrl ?? '', options.uploadsBase ?? '', source].join('\0'))
    .digest('hex');
}

// Concurrent misses of one key (parallel requests, aliases) render once.
const inFlight = new Map<string, Promise<RenderedTemplate>>();

/** Renders off the main thread and stores the rendering (once per content address). */
export async function storeTemplate(
  db: Database,
  source: string,
  options: RenderOptions,
  key = renderKey(source, options),
): Promise<RenderedTemplate> {
  const running = inFlight.get(key);
  if (running) return running;
  const work = (async () => {
    const template = await renderTemplateOffThread(source, options);
    const { tasks, ...rendering } = template;
    await db
      .insert(renderedMarkdown)
      .values({
        key,
        ...rendering,
        taskCount: tasks.count,
        taskCompletedCount: tasks.completedCount,
      })
      .onConflictDoNothing();
    return template;
  })();
  inFlight.set(key, work);
  try {
    return await work;
  } finally {
    inFlight.delete(key);
  }
}

/** 16 MB of UTF-16 HTML per server process. */
const keptTemplates = new TemplateCache(8_000_000);

/** Stored renderings of one request, fetched in one query per batch of keys. */
const storedLoader = (ctx: RequestContext) =>
  requestLoader<string, RenderedTemplate | null>(ctx, 'markdown:stored', async (keys) => {
    const rows = await ctx.db
      .select({
        key: renderedMarkdown.key,
        html: renderedMarkdown.html,
        marker: renderedMarkdown.marker,
        references: renderedMarkdown.references,
        taskCount: renderedMarkdown.taskCount,
        taskCompletedCount: renderedMarkdown.taskCompletedCount,
      })
      .from(renderedMarkdown)
      .where(inArray(renderedMarkdown.key, [...keys]));
    const byKey = new Map(rows.map((r) => [r.key, r]));
    return keys.map((key) => {
      const row = byKey.get(key);
      if (!row) return null;
      return {
        html: row.html,
        marker: row.marker,
        references: row.references as StoredReference[],
        tasks: { count: row.taskCount, completedCount: row.taskCompletedCount },
      };
    });
  });

/**
 * The stored rendering of `source`; rendered (off the main thread) and stored on first use, which
 * is how rows written before renderings were stored get theirs.
 */
export async function loadTemplate(
  ctx: RequestContext,
  source: string,
  options: RenderOptions,
): Promise<RenderedTemplate> {
  const key = renderKey(source, options);
  const kept = keptTemplates.get(key);
  if (kept) return kept;
  const loader = storedLoader(ctx);
  const stored = await loader.load(key);
  if (stored) {
    keptTemplates.set(key, stored);
    return stored;
  }
  const template = await storeTemplate(ctx.db, source, options, key);
  loader.clear(key).prime(key, template);
  return template;
}

/**
 * The task list items of `source` and how many are checked, as stored with its rendering: a
 * poll of the item reads them and never parses (task-list-parsing.integration-test.ts).
 */
export async function storedTaskStatus(
  ctx: RequestContext,
  source: string,
  options: RenderOptions,
): Promise<TaskCompletionStatus> {
  if (!source.trim()) return { count: 0, completedCount: 0 };
  return (await loadTemplate(ctx, source, options)).tasks;
}

/** A stored rendering with its references resolved for this viewer. */
export async function renderStored(
  ctx: RequestContext,
  source: string,
  options: RenderOptions & { resolver: ReferenceResolver },
): Promise<string> {
  if (!source.trim()) return '';
  // The same document for the same resolver (viewer and namespace) resolves once per request.
  let done = resolvedHtml.get(options.resolver);
  if (!done) resolvedHtml.set(options.resolver, (done = new Map()));
  const key = renderKey(source, options);
  let html = done.get(key);
  if (!html) {
    html = loadTemplate(ctx, source, options).then((template) =>
      resolveTemplateOffThread(template, options.resolver, options.baseUrl),
    );
    done.set(key, html);
  }
  return html;
}

const resolvedHtml = new WeakMap<ReferenceResolver, Map<string, Promise<string>>>();
