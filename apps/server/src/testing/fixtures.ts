import { sql } from 'drizzle-orm';
import {
  awardEmoji,
  labels,
  memberships,
  milestones,
  namespaces,
  users,
  workItemAssignees,
  workItemLabels,
  workItemLinks,
  workItemParentLinks,
  workItems,
  type Database,
} from '@cairn/db';
import { createPersonalAccessToken } from '../auth/tokens.ts';
import { ACCESS_LEVEL } from '../core/permissions/index.ts';
import { queryRows } from '../modules/work-items/core/work-items.repository.ts';

export type UserRow = typeof users.$inferSelect;
export type NamespaceRow = typeof namespaces.$inferSelect;
export type WorkItemRow = typeof workItems.$inferSelect;
export type LabelRow = typeof labels.$inferSelect;
export type MilestoneRow = typeof milestones.$inferSelect;
export type Role = Exclude<keyof typeof ACCESS_LEVEL, 'none'>;

export interface EpicFixture {
  title?: string;
  description?: string;
  author?: UserRow;
  parent?: WorkItemRow;
  confidential?: boolean;
  state?: 'opened' | 'closed';
  startDate?: string | null;
  dueDate?: string | null;
  createdAt?: Date;
  updatedAt?: Date;
  labels?: LabelRow[];
  color?: string;
}

export interface IssueFixture {
  title?: string;
  description?: string;
  author?: UserRow;
  epic?: WorkItemRow;
  confidential?: boolean;
  state?: 'opened' | 'closed';
  weight?: number | null;
  healthStatus?: 'on_track' | 'needs_attention' | 'at_risk' | null;
  milestone?: MilestoneRow;
  assignees?: UserRow[];
  labels?: LabelRow[];
  dueDate?: string | null;
  type?: 'issue' | 'incident' | 'task';
}

let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}`;

/**
 * Direct-to-database builders for integration tests: users, groups, projects, memberships,
 * labels, milestones, epics, issues, links and tokens. Epic dates given here are fixed dates
 * (the effective dates are set to them); inherited dates come from the rollup recomputation.
 */
export function fixtures(db: Database) {
  let defaultAuthor: UserRow | null = null;

  async function nextIid(namespaceId: number): Promise<number> {
    const rows = await queryRows<{ iid: number }>(
      db,
      sql`SELECT coalesce(max(iid), 0) + 1 AS iid FROM work_items WHERE namespace_id = ${namespaceId}`,
    );
    return Number(rows[0]?.iid ?? 1);
  }

  async function author(given?: UserRow): Promise<UserRow> {
    if (given) return given;
    defaultAuthor ??= await f.user({ username: unique('author') });
    return defaultAuthor;
  }

  const f = {
    async user(opts: { username?: string; isAdmin?: boolean; state?: UserRow['state'] } = {}) {
      const username = opts.username ?? unique('user');
      const [row] = await db
        .insert(users)
        .values({
          username,
          name: username[0]!.toUpperCase() + username.slice(1),
          email: `${username}@example.com`,
          isAdmin: opts.isAdmin ?? false,
          state: opts.state ?? 'active',
        })
        .returning();
      return row!;
    },

    async group(opts: {
      path?: string;
      parent?: NamespaceRow;
      visibility?: NamespaceRow['visibility'];
      allowSubEpics?: boolean;
    }) {
      return insertNamespace('group', opts);
    },

    async project(opts: {
      path?: string;
      group: NamespaceRow;
      visibility?: NamespaceRow['visibility'];
      issuesEnabled?: boolean;
    }) {
      return insertNamespace('project', { ...opts, parent: opts.group });
    },

    async member(ns: NamespaceRow, user: UserRow, role: Role) {
      await db.insert(memberships).values({
        namespaceId: ns.id,
        userId: user.id,
        accessLevel: ACCESS_LEVEL[role],
      });
    },

    async label(ns: NamespaceRow, title: string, color = '#428bca') {
      const [row] = await db
        .insert(labels)
        .values({ namespaceId: ns.id, title, color })
        .returning();
      return row!;
    },

    async milestone(
      ns: NamespaceRow,
      opts: { title?: string; startDate?: string | null; dueDate?: string | null } = {},
    ) {
      const [{ iid } = { iid: 1 }] = await queryRows<{ iid: number }>(
        db,
        sql`SELECT coalesce(max(iid), 0) + 1 AS iid FROM milestones WHERE namespace_id = ${ns.id}`,
      );
      const [row] = await db
        .insert(milestones)
        .values({
          namespaceId: ns.id,
          iid: Number(iid),
          title: opts.title ?? unique('Milestone '),
          startDate: opts.startDate ?? null,
          dueDate: opts.dueDate ?? null,
        })
        .returning();
      return row!;
    },

    async epic(group: NamespaceRow, opts: EpicFixture = {}) {
      const start = opts.startDate ?? null;
      const due = opts.dueDate ?? null;
      const [row] = await db
        .insert(workItems)
        .values({
          type: 'epic',
          namespaceId: group.id,
          iid: await nextIid(group.id),
          title: opts.title ?? unique('Epic '),
          description: opts.description ?? '',
          authorId: (await author(opts.author)).id,
          confidential: opts.confidential ?? false,
          state: opts.state ?? 'opened',
          closedAt: opts.state === 'closed' ? new Date() : null,
          startDateIsFixed: start !== null,
          startDateFixed: start,
          startDate: start,
          dueDateIsFixed: due !== null,
          dueDateFixed: due,
          dueDate: due,
          color: opts.color ?? '#1068bf',
          ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
          updatedAt: opts.updatedAt ?? opts.createdAt ?? new Date(),
        })
        .returning();
      if (opts.parent) await f.setParent(row!, opts.parent);
      if (opts.labels?.length) await f.addLabels(row!, opts.labels);
      return row!;
    },

    async issue(project: NamespaceRow, opts: IssueFixture = {}) {
      const [row] = await db
        .insert(workItems)
        .values({
          type: opts.type ?? 'issue',
          namespaceId: project.id,
          iid: await nextIid(project.id),
          title: opts.title ?? unique('Issue '),
          description: opts.description ?? '',
          authorId: (await author(opts.author)).id,
          confidential: opts.confidential ?? false,
          state: opts.state ?? 'opened',
          closedAt: opts.state === 'closed' ? new Date() : null,
          weight: opts.weight ?? null,
          healthStatus: opts.healthStatus ?? null,
          milestoneId: opts.milestone?.id ?? null,
          dueDate: opts.dueDate ?? null,
        })
        .returning();
      if (opts.epic) await f.setParent(row!, opts.epic);
      if (opts.labels?.length) await f.addLabels(row!, opts.labels);
      if (opts.assignees?.length) {
        await db
          .insert(workItemAssignees)
          .values(opts.assignees.map((u) => ({ workItemId: row!.id, userId: u.id })));
      }
      return row!;
    },

    async setParent(child: WorkItemRow, parent: WorkItemRow, relativePosition?: number) {
      await db
        .insert(workItemParentLinks)
        .values({
          parentId: parent.id,
          childId: child.id,
          relativePosition: relativePosition ?? child.id * 1000,
        })
        .onConflictDoUpdate({
          target: workItemParentLinks.childId,
          set: { parentId: parent.id },
        });
    },

    async addLabels(item: WorkItemRow, list: LabelRow[]) {
      await db
        .insert(workItemLabels)
        .values(list.map((l) => ({ workItemId: item.id, labelId: l.id })))
        .onConflictDoNothing();
    },

    async link(source: WorkItemRow, target: WorkItemRow, linkType: 'blocks' | 'relates_to') {
      const [row] = await db
        .insert(workItemLinks)
        .values({ sourceId: source.id, targetId: target.id, linkType })
        .returning();
      return row!;
    },

    async award(item: WorkItemRow, user: UserRow, name: string) {
      await db.insert(awardEmoji).values({ workItemId: item.id, userId: user.id, name });
    },

    /** A personal access token (`api` scope unless told otherwise) for REST/GraphQL calls. */
    async token(user: UserRow, scopes: string[] = ['api']) {
      return createPersonalAccessToken(db, { userId: user.id, name: 'test', scopes });
    },
  };

  async function insertNamespace(
    kind: 'group' | 'project',
    opts: {
      path?: string;
      parent?: NamespaceRow;
      visibility?: NamespaceRow['visibility'];
      allowSubEpics?: boolean;
      issuesEnabled?: boolean;
    },
  ): Promise<NamespaceRow> {
    const path = opts.path ?? unique(kind);
    const parent = opts.parent;
    const fullPath = parent ? `${parent.fullPath}/${path}` : path;
    const name = path[0]!.toUpperCase() + path.slice(1);
    const [row] = await db
      .insert(namespaces)
      .values({
        kind,
        parentId: parent?.id ?? null,
        name,
        path,
        fullPath,
        fullName: parent ? `${parent.fullName} / ${name}` : name,
        visibility: opts.visibility ?? 'public',
        traversalIds: [],
        allowSubEpics: opts.allowSubEpics ?? true,
        issuesEnabled: opts.issuesEnabled ?? true,
      })
      .returning();
    const traversalIds = [...(parent?.traversalIds ?? []), row!.id];
    await db.execute(
      sql`UPDATE namespaces SET traversal_ids = ${sql.raw(`ARRAY[${traversalIds.join(',')}]::int[]`)} WHERE id = ${row!.id}`,
    );
    return { ...row!, traversalIds };
  }

  return f;
}

export type Fixtures = ReturnType<typeof fixtures>;
