import type { RequestContext } from '#server/lib/context.ts';
import { isUniqueViolation } from '#server/lib/db-errors.ts';
import { forbidden, notFound, refused } from '#server/lib/errors.ts';
import { projectPermissions } from '#server/core/permissions/index.ts';
import { readableNamespaceById } from '#server/core/namespaces/namespaces.service.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { requireUser } from '#server/core/require-user.ts';
import {
  deleteTemplate,
  findTemplate,
  insertTemplate,
  ownerIdOf,
  updateTemplate,
} from './templates.repository.ts';
import { templateName, type OfferedTemplate } from './templates.service.ts';

export const NAME_MAX = 255;
/** A template becomes a description: GitLab's description limit. */
export const CONTENT_MAX = 1_048_576;

export const TEMPLATE_ERRORS = {
  nameBlank: "Name can't be blank",
  nameTooLong: `Name is too long (maximum is ${NAME_MAX} characters)`,
  nameSlash: "Name can't contain '/'",
  nameTaken: 'Name has already been taken',
  contentBlank: "Content can't be blank",
  contentTooLong: `Content is too long (maximum is ${CONTENT_MAX} characters)`,
} as const;

export interface TemplateInput {
  name?: string | undefined;
  content?: string | undefined;
}

/**
 * Maintainers manage templates: a project's with the project-settings rule (adminProject), a
 * group's with the same rule applied to the viewer's role in the group (maintainer and above).
 */
export async function canManageTemplatesOf(ctx: RequestContext, ns: NamespaceRow) {
  const accessLevel = await ctx.access.levelOn(ns.traversalIds);
  const facts = { visibility: ns.visibility, accessLevel, issuesEnabled: true };
  return projectPermissions(ctx.viewer.user, facts).adminProject;
}

async function requireManager(ctx: RequestContext, ns: NamespaceRow) {
  requireUser(ctx);
  if (!(await canManageTemplatesOf(ctx, ns))) throw forbidden();
}

/** The name as stored: trimmed and without a '.md' (the REST API drops it when reading). */
function checked(input: TemplateInput): TemplateInput {
  const name = input.name === undefined ? undefined : templateName(input.name.trim());
  if (name !== undefined) {
    if (name === '') throw refused(422, TEMPLATE_ERRORS.nameBlank);
    if (name.length > NAME_MAX) throw refused(422, TEMPLATE_ERRORS.nameTooLong);
    if (name.includes('/')) throw refused(422, TEMPLATE_ERRORS.nameSlash);
  }
  const { content } = input;
  if (content !== undefined) {
    if (content.trim() === '') throw refused(422, TEMPLATE_ERRORS.contentBlank);
    if (content.length > CONTENT_MAX) throw refused(422, TEMPLATE_ERRORS.contentTooLong);
  }
  return { name, content };
}

async function unique<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw refused(422, TEMPLATE_ERRORS.nameTaken);
    throw error;
  }
}

export async function createTemplate(
  ctx: RequestContext,
  owner: NamespaceRow,
  input: Required<TemplateInput>,
): Promise<OfferedTemplate> {
  await requireManager(ctx, owner);
  const values = checked(input) as Required<TemplateInput>;
  const row = await unique(() => insertTemplate(ctx.db, owner, values));
  return { row, owner, inherited: false };
}

/** A template of a namespace the viewer manages; one they cannot read reads as absent. */
async function managedTemplate(ctx: RequestContext, id: number): Promise<OfferedTemplate> {
  const row = await findTemplate(ctx.db, id);
  const owner = row && (await readableNamespaceById(ctx, ownerIdOf(row)));
  if (!row || !owner) throw notFound();
  await requireManager(ctx, owner);
  return { row, owner, inherited: false };
}

export async function editTemplate(
  ctx: RequestContext,
  id: number,
  input: TemplateInput,
): Promise<OfferedTemplate> {
  const managed = await managedTemplate(ctx, id);
  const values = checked(input);
  if (values.name === undefined && values.content === undefined) return managed;
  return { ...managed, row: await unique(() => updateTemplate(ctx.db, id, values)) };
}

export async function destroyTemplate(ctx: RequestContext, id: number): Promise<OfferedTemplate> {
  const managed = await managedTemplate(ctx, id);
  await deleteTemplate(ctx.db, id);
  return managed;
}
