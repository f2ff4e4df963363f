import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { namespaces, workItems } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { readableItemSql } from '../core/access-sql.ts';
import { sharedFiltersSql } from '../core/filters-sql.ts';
import { idListSql } from '#server/lib/id-list-sql.ts';
import type { IssueFilters } from './issues.schema.ts';

/** The WHERE clause of issue lists (project, group, or everything the viewer can read). */

export type IssueScope =
  | { kind: 'project'; project: NamespaceRow }
  | { kind: 'group'; group: NamespaceRow }
  | { kind: 'all' };

const noneOrAny = (v: unknown): 'none' | 'any' | null =>
  typeof v === 'string' && /^(none|any)$/i.test(v) ? (v.toLowerCase() as 'none' | 'any') : null;

const assigneesOf = sql`SELECT 1 FROM work_item_assignees wa WHERE wa.work_item_id = ${workItems.id}`;

function assigneeUsernamesSql(usernames: readonly string[], negate = false): SQL[] {
  return usernames.map((u) => {
    const special = noneOrAny(u);
    if (special === 'none')
      return negate ? sql`EXISTS (${assigneesOf})` : sql`NOT EXISTS (${assigneesOf})`;
    if (special === 'any')
      return negate ? sql`NOT EXISTS (${assigneesOf})` : sql`EXISTS (${assigneesOf})`;
    const match = sql`EXISTS (${assigneesOf} AND wa.user_id IN (SELECT u.id FROM users u WHERE lower(u.username) = lower(${u})))`;
    return negate ? sql`NOT ${match}` : match;
  });
}

function milestoneSql(title: string, negate = false): SQL {
  const special = noneOrAny(title);
  const m = workItems.milestoneId;
  if (special === 'none') return negate ? sql`${m} IS NOT NULL` : sql`${m} IS NULL`;
  if (special === 'any') return negate ? sql`${m} IS NULL` : sql`${m} IS NOT NULL`;
  const match = sql`${m} IN (SELECT ms.id FROM milestones ms WHERE ms.title = ${title})`;
  return negate ? sql`(${m} IS NULL OR NOT ${match})` : match;
}

const parentEpic = sql`SELECT pl.parent_id FROM work_item_parent_links pl WHERE pl.child_id = ${workItems.id}`;

function epicSql(epicId: number | string): SQL {
  const special = noneOrAny(epicId);
  if (special === 'none') return sql`NOT EXISTS (${parentEpic})`;
  if (special === 'any') return sql`EXISTS (${parentEpic})`;
  return sql`${Number(epicId)} IN (${parentEpic})`;
}

function scopeSql(scope: IssueScope): SQL | undefined {
  if (scope.kind === 'project') return eq(workItems.namespaceId, scope.project.id);
  if (scope.kind === 'group') {
    return sql`${namespaces.traversalIds} @> ARRAY[${scope.group.id}]::int[]`;
  }
  return undefined;
}

export async function issueWhere(ctx: RequestContext, scope: IssueScope, f: IssueFilters) {
  const userId = ctx.viewer.user?.id ?? -1;
  const c: (SQL | undefined)[] = [
    inArray(workItems.type, f.types?.length ? f.types : ['issue', 'incident']),
    eq(namespaces.kind, 'project'),
    scopeSql(scope),
    await readableItemSql(ctx),
    ...sharedFiltersSql(ctx, f),
  ];
  if (f.milestoneTitle) c.push(milestoneSql(f.milestoneTitle));
  if (f.assigneeUsername?.length) c.push(...assigneeUsernamesSql(f.assigneeUsername));
  if (f.assigneeId !== undefined) {
    const special = noneOrAny(f.assigneeId);
    if (special) c.push(...assigneeUsernamesSql([special]));
    else c.push(sql`EXISTS (${assigneesOf} AND wa.user_id = ${Number(f.assigneeId)})`);
  }
  if (f.weight !== undefined) {
    const special = noneOrAny(f.weight);
    if (special === 'none') c.push(sql`${workItems.weight} IS NULL`);
    else if (special === 'any') c.push(sql`${workItems.weight} IS NOT NULL`);
    else c.push(eq(workItems.weight, Number(f.weight)));
  }
  if (f.epicId !== undefined) c.push(epicSql(f.epicId));
  if (f.healthStatus !== undefined) {
    const special = noneOrAny(f.healthStatus);
    if (special === 'none') c.push(sql`${workItems.healthStatus} IS NULL`);
    else if (special === 'any') c.push(sql`${workItems.healthStatus} IS NOT NULL`);
    else c.push(sql`${workItems.healthStatus} = ${f.healthStatus}`);
  }
  if (f.scope === 'created_by_me') c.push(eq(workItems.authorId, userId));
  if (f.scope === 'assigned_to_me') c.push(sql`EXISTS (${assigneesOf} AND wa.user_id = ${userId})`);
  if (f.dueDate) c.push(sql`${workItems.dueDate} = ${f.dueDate}::date`);
  const n = f.not;
  if (n?.milestoneTitle) c.push(milestoneSql(n.milestoneTitle, true));
  if (n?.assigneeUsername?.length) c.push(...assigneeUsernamesSql(n.assigneeUsername, true));
  if (n?.weight !== undefined) {
    c.push(sql`(${workItems.weight} IS NULL OR ${workItems.weight} <> ${n.weight})`);
  }
  if (n?.iids?.length) c.push(sql`NOT ${idListSql(workItems.iid, n.iids)}`);
  return and(...c);
}
