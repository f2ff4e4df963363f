import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import { labels, milestones, namespaces, users, workItems } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import { labelTextColor } from '@cairn/colors';
import {
  notHiddenSql,
  readableConfidentialSql,
  readableNamespaceSql,
} from '#server/core/namespaces/visibility-sql.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import type { ReferenceResolver, ResolvedLabel, ResolvedRef } from './types.ts';

const groupOf = (ns: NamespaceRow) =>
  ns.kind === 'group' ? ns.fullPath : ns.fullPath.split('/').slice(0, -1).join('/');
const namespacePath = (ns: { kind: string; fullPath: string }) =>
  ns.kind === 'group' ? `/groups/${ns.fullPath}` : `/${ns.fullPath}`;

/**
 * Resolves Markdown references for one document written in `ns`, with the viewer's rights:
 * one query per reference kind, and only what the viewer may see comes back.
 */
export function createReferenceResolver(ctx: RequestContext, ns: NamespaceRow): ReferenceResolver {
  const readableNs = () =>
    readableNamespaceSql(ctx, {
      visibility: namespaces.visibility,
      traversalIds: namespaces.traversalIds,
    });
  const readableItem = () =>
    readableConfidentialSql(ctx, {
      confidential: workItems.confidential,
      authorId: workItems.authorId,
      id: workItems.id,
      traversalIds: namespaces.traversalIds,
    });

  async function items(
    kind: 'issue' | 'epic',
    refs: { path: string | null; iid: number; key: string }[],
  ) {
    const out = new Map<string, ResolvedRef>();
    const defaultPath = kind === 'epic' ? groupOf(ns) : ns.kind === 'project' ? ns.fullPath : null;
    const wanted = refs
      .map((r) => ({ ...r, path: (r.path ?? defaultPath)?.toLowerCase() ?? null }))
      .filter((r): r is { path: string; iid: number; key: string } => r.path !== null);
    if (!wanted.length) return out;
    const match: SQL[] = wanted.map(
      (r) => sql`(lower(${namespaces.fullPath}) = ${r.path} AND ${workItems.iid} = ${r.iid})`,
    );
    const rows = await ctx.db
      .select({
        iid: workItems.iid,
        title: workItems.title,
        state: workItems.state,
        fullPath: namespaces.fullPath,
      })
      .from(workItems)
      .innerJoin(namespaces, sql`${namespaces.id} = ${workItems.namespaceId}`)
      .where(
        and(
          kind === 'epic'
            ? sql`${workItems.type} = 'epic'`
            : sql`${workItems.type} <> 'epic' AND ${namespaces.issuesEnabled}`,
          or(...match),
          await readableNs(),
          await readableItem(),
          // Hidden items (banned author, or spam) resolve for admins only.
          (await notHiddenSql(ctx, workItems)) ?? undefined,
        ),
      );
    for (const r of wanted) {
      const row = rows.find((x) => x.fullPath.toLowerCase() === r.path && x.iid === r.iid);
      if (!row) continue;
      const url =
        kind === 'epic'
          ? `/groups/${row.fullPath}/-/epics/${row.iid}`
          : `/${row.fullPath}/-/issues/${row.iid}`;
      out.set(r.key, { url, title: row.title, state: row.state });
    }
    return out;
  }

  return {
    issues: (refs) =>
      items(
        'issue',
        refs.map((r) => ({
          path: r.projectPath,
          iid: r.iid,
          key: `${r.projectPath ?? ''}#${r.iid}`,
        })),
      ),
    epics: (refs) =>
      items(
        'epic',
        refs.map((r) => ({ path: r.groupPath, iid: r.iid, key: `${r.groupPath ?? ''}&${r.iid}` })),
      ),

    async labels(names) {
      const out = new Map<string, ResolvedLabel>();
      if (!names.length) return out;
      const rows = await ctx.db
        .select({ title: labels.title, color: labels.color })
        .from(labels)
        .where(and(inArray(labels.namespaceId, ns.traversalIds), inArray(labels.title, names)));
      const listPath =
        ns.kind === 'group' ? `${namespacePath(ns)}/-/epics` : `${namespacePath(ns)}/-/issues`;
      for (const row of rows) {
        out.set(row.title, {
          url: `${listPath}?label_name[]=${encodeURIComponent(row.title)}`,
          title: row.title,
          color: row.color,
          // The same rule as the label's API `text_color`, so a pill and the API agree.
          textColor: labelTextColor(row.color),
        });
      }
      return out;
    },

    async milestones(titles) {
      const out = new Map<string, ResolvedRef>();
      if (!titles.length) return out;
      const rows = await ctx.db
        .select({
          title: milestones.title,
          iid: milestones.iid,
          kind: namespaces.kind,
          fullPath: namespaces.fullPath,
        })
        .from(milestones)
        .innerJoin(namespaces, sql`${namespaces.id} = ${milestones.namespaceId}`)
        .where(
          and(inArray(milestones.namespaceId, ns.traversalIds), inArray(milestones.title, titles)),
        );
      // The nearest namespace's milestone wins when ancestors share a title.
      rows.sort((a, b) => a.fullPath.length - b.fullPath.length);
      for (const row of rows) {
        out.set(row.title, {
          url: `${namespacePath(row)}/-/milestones/${row.iid}`,
          title: row.title,
        });
      }
      return out;
    },

    async users(usernames) {
      const out = new Map<string, ResolvedRef>();
      if (!usernames.length) return out;
      const lower = usernames.map((u) => u.toLowerCase());
      const rows = await ctx.db
        .select({ username: users.username, name: users.name })
        .from(users)
        .where(
          and(
            sql`lower(${users.username}) IN (${sql.join(
              lower.map((u) => sql`${u}`),
              sql`, `,
            )})`,
            sql`${users.state} = 'active'`,
          ),
        );
      for (const name of usernames) {
        const row = rows.find((r) => r.username.toLowerCase() === name.toLowerCase());
        if (row) out.set(name, { url: `/${row.username}`, title: row.name });
      }
      return out;
    },
  };
}

/** Where `/uploads/...` links of a text written in `ns` point: projects only (GitLab's rule). */
export const uploadsBaseOf = (ns: Pick<NamespaceRow, 'kind' | 'fullPath'>) =>
  ns.kind === 'project' ? `/${ns.fullPath}` : undefined;

/** Renders a description for the viewer, resolving references within `ns` (stored rendering). */
export async function renderDescriptionHtml(ctx: RequestContext, ns: NamespaceRow, source: string) {
  const { renderStored } = await import('./rendered-store.ts');
  return renderStored(ctx, source, {
    resolver: createReferenceResolver(ctx, ns),
    baseUrl: ctx.env.baseUrl,
    uploadsBase: uploadsBaseOf(ns),
  });
}
