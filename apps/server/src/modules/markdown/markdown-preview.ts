import type { RequestContext } from '#server/lib/context.ts';
import { badRequest, notFound } from '#server/lib/errors.ts';
import { readableNamespaceByPath } from '#server/core/namespaces/namespaces.service.ts';
import { requireUser } from '#server/core/require-user.ts';
import { MAX_PREVIEW_TEXT, type MarkdownPreviewInput } from './markdown.schema.ts';
import { createReferenceResolver, uploadsBaseOf } from './reference-resolver.ts';
import { renderTemplateOffThread, resolveTemplateOffThread } from './render-pool.ts';
import type { ReferenceResolver } from './types.ts';

/** Plain Markdown (`gfm` false or no project): nothing is a reference. */
const noReferences: ReferenceResolver = {
  issues: async () => new Map(),
  epics: async () => new Map(),
  labels: async () => new Map(),
  milestones: async () => new Map(),
  users: async () => new Map(),
};

/**
 * Renders a preview the way the text will look once saved: the server's own renderer, with
 * references resolved in the project's context and the viewer's rights. Signed-in users only, as
 * GitLab (authenticate_markdown_api, on by default). A project the viewer cannot read is GitLab's
 * `404 Project Not Found`, whether it exists or not.
 */
export async function renderPreview(ctx: RequestContext, input: MarkdownPreviewInput) {
  requireUser(ctx);
  if (input.text.length > MAX_PREVIEW_TEXT) {
    throw badRequest(`text is too long (maximum is ${MAX_PREVIEW_TEXT} characters)`, 'text');
  }
  const project = input.project
    ? await readableNamespaceByPath(ctx, input.project, 'project')
    : null;
  if (input.project && !project) throw notFound('404 Project Not Found');
  if (!input.text.trim()) return { html: '' };
  const resolver = input.gfm && project ? createReferenceResolver(ctx, project) : noReferences;
  // Rendered off the main thread; previews are not stored (most are never saved as typed).
  const template = await renderTemplateOffThread(input.text, {
    baseUrl: ctx.env.baseUrl,
    uploadsBase: project ? uploadsBaseOf(project) : undefined,
  });
  const html = await resolveTemplateOffThread(template, resolver, ctx.env.baseUrl);
  return { html };
}
