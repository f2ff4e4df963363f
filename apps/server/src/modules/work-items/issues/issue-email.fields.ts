import type { RequestContext } from '#server/lib/context.ts';
import { namespaceOf } from '../core/access.ts';
import type { ItemFieldBuilder } from '../core/field-builder.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';

/**
 * GitLab's `createNoteEmail`: the issue's incoming email address, from the
 * `CAIRN_INCOMING_EMAIL` template (`%{key}` = `<project-path-slug>-<project id>-issue-<iid>`).
 * Null when incoming email is not configured or the viewer is signed out
 * (issue-email.integration-test.ts).
 */
export async function issueEmailAddress(
  ctx: RequestContext,
  issue: WorkItemRow,
): Promise<string | null> {
  const template = ctx.env.CAIRN_INCOMING_EMAIL;
  if (!template || !ctx.viewer.user || issue.type === 'epic') return null;
  const project = await namespaceOf(ctx, issue);
  const slug = project.fullPath.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return template.replace('%{key}', `${slug}-${project.id}-issue-${issue.iid}`);
}

export const issueEmailFields = (t: ItemFieldBuilder) => ({
  createNoteEmail: t.string({
    description: 'The email address that creates notes on this issue (incoming email).',
    resolve: (i, _a, ctx) => issueEmailAddress(ctx, i),
  }),
});
