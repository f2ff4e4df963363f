// The API scenarios: each a GraphQL request the roadmap sends and the equivalent hand-written SQL.
import { EPICS_PAGE_SIZE } from '@cairn/timeline';
import type pg from 'pg';
import {
  EPIC_CHILD_EPICS_QUERY,
  ROADMAP_EPICS_QUERY,
  ROADMAP_MILESTONES_QUERY,
} from '../queries/roadmap-documents.ts';
import type { Fixtures } from './fixtures.ts';
import { issueScenarios } from './issue-scenarios.ts';
import type { Scenario } from './scenario.ts';
import {
  cursorForPage,
  graphqlBody,
  numericId,
  postGraphql,
  type Connection,
  type GraphqlTarget,
} from './graphql.ts';
import {
  epicKeysQuery,
  epicPageQuery,
  milestonesQuery,
  type EpicListFilter,
  type SqlQuery,
} from './sql-baseline.ts';

/** The roadmap's page size (50). */
export const PAGE_SIZE = EPICS_PAGE_SIZE;

type Node = { id: string };
const epicsOf = (d: unknown) => (d as { group: { epics: Connection<Node> } }).group.epics;
const childrenOf = (d: unknown) =>
  (d as { group: { epic: { children: Connection<Node> } } }).group.epic.children;
const milestonesOf = (d: unknown) =>
  (d as { group: { milestones: { nodes: Node[] } } }).group.milestones;

/**
 * The variables the roadmap sends (hooks/use-roadmap-epics.ts) for the THREE_YEARS range, its
 * default order and state; includeDescendantGroups keeps the document's default (true).
 */
export function roadmapVariables(fx: Fixtures, extra: Record<string, unknown> = {}) {
  return {
    state: 'all',
    sort: 'START_DATE_ASC',
    timeframe: fx.timeframe,
    ...extra,
    fullPath: fx.group.fullPath,
    first: PAGE_SIZE,
    endCursor: null,
  };
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const value = await fn();
  return [value, performance.now() - t];
}

/** The SQL twin of walking the API to `page`: the keyset after the last row of page - 1. */
async function sqlAfterForPage(pool: pg.Pool, base: EpicListFilter, page: number) {
  let after: EpicListFilter['after'];
  for (let current = 1; current < page; current++) {
    const r = await pool.query<{ id: number; start_date: string | null }>(
      epicKeysQuery({ ...base, after }),
    );
    const last = r.rows[r.rows.length - 1];
    if (!last) break;
    after = { startDate: last.start_date, id: last.id };
  }
  return after;
}

export async function buildScenarios(
  target: GraphqlTarget,
  pool: pg.Pool,
  fx: Fixtures,
  deepPage: number,
): Promise<Scenario[]> {
  const out: Scenario[] = [];
  const base: EpicListFilter = { timeframe: fx.timeframe, limit: PAGE_SIZE, groupId: fx.group.id };
  const filters: { suffix: string; vars: Record<string, unknown>; sql: Partial<EpicListFilter> }[] =
    [{ suffix: '', vars: {}, sql: {} }];
  if (fx.label)
    filters.push({
      suffix: ` · label "${fx.label.title}"`,
      vars: { labelName: [fx.label.title] },
      sql: { labelTitle: fx.label.title },
    });
  if (fx.author)
    filters.push({
      suffix: ` · author ${fx.author.username}`,
      vars: { authorUsername: fx.author.username },
      sql: { authorUsername: fx.author.username },
    });

  for (const f of filters) {
    const vars = roadmapVariables(fx, f.vars);
    const first = graphqlBody(ROADMAP_EPICS_QUERY, vars);
    const sqlBase = { ...base, ...f.sql };
    out.push(
      await scenario(
        `first page${f.suffix}`,
        f.suffix === '',
        first,
        epicsOf,
        epicPageQuery(sqlBase),
      ),
    );

    const deep = await cursorForPage(target, ROADMAP_EPICS_QUERY, vars, epicsOf, deepPage);
    const after = await sqlAfterForPage(pool, sqlBase, deep.page);
    out.push(
      await scenario(
        `page ${deep.page}${f.suffix}`,
        false,
        graphqlBody(ROADMAP_EPICS_QUERY, { ...vars, endCursor: deep.cursor }),
        epicsOf,
        epicPageQuery({ ...sqlBase, after }),
      ),
    );
  }

  if (fx.parent) {
    const vars = {
      fullPath: fx.parent.groupPath,
      iid: String(fx.parent.iid),
      state: 'all',
      sort: 'START_DATE_ASC',
      timeframe: fx.timeframe,
      first: PAGE_SIZE,
    };
    out.push(
      await scenario(
        `epic children (${fx.parent.children})`,
        false,
        graphqlBody(EPIC_CHILD_EPICS_QUERY, vars),
        childrenOf,
        epicPageQuery({ timeframe: fx.timeframe, limit: PAGE_SIZE, parentId: fx.parent.id }),
      ),
    );
  }

  const msVars = {
    fullPath: fx.group.fullPath,
    state: 'active',
    timeframe: fx.timeframe,
    includeDescendants: true,
    includeAncestors: true,
  };
  const msBody = graphqlBody(ROADMAP_MILESTONES_QUERY, msVars);
  const msCount = milestonesOf(await postGraphql(target, msBody)).nodes.length;
  out.push(
    await scenario(
      'milestones',
      false,
      msBody,
      milestonesOf,
      milestonesQuery({ groupId: fx.group.id, timeframe: fx.timeframe, limit: msCount }),
    ),
  );
  out.push(
    ...(await issueScenarios(target, pool, fx, (name, body, pick, sql, extra) =>
      scenario(name, false, body, pick, sql, extra),
    )),
  );
  return out;

  async function scenario(
    name: string,
    firstPage: boolean,
    body: string,
    pick: (d: unknown) => { nodes: Node[] },
    sql: SqlQuery,
    extra: Partial<Scenario> = {},
  ): Promise<Scenario> {
    const [data, apiMs] = await timed(() => postGraphql(target, body));
    const [rows, sqlMs] = await timed(() => pool.query<{ id: number }>(sql));
    return {
      name,
      firstPage,
      body,
      sql,
      apiIds: pick(data).nodes.map((n) => numericId(n.id)),
      sqlIds: rows.rows.map((row) => row.id),
      apiMs,
      sqlMs,
      ...extra,
    };
  }
}

/** Same rows, in the same order (milestones: the same set). */
export function sameRows(s: Scenario, ordered = true): boolean {
  const a = ordered ? s.apiIds : [...s.apiIds].sort((x, y) => x - y);
  const b = ordered ? s.sqlIds : [...s.sqlIds].sort((x, y) => x - y);
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
