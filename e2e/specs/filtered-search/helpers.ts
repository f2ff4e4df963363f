// Data helpers for the filter bar specs: what the API says a filter should return, and the demo
// data (labels, milestones, users, epics, subgroups) read through the API rather than hard-coded.
import type { Page, Request } from '@playwright/test';
import type { CairnApi } from '../../fixtures/api-client.ts';
import { expect } from '../../fixtures/test.ts';
import type { EpicsListPage } from '../../pages/epics-list-page.ts';

export type EpicRef = {
  iid: string;
  title: string;
  path: string;
  confidential: boolean;
  author: string;
  labels: string[];
};

type EpicsPage = {
  group: {
    epics: {
      nodes: {
        iid: string;
        title: string;
        confidential: boolean;
        group: { fullPath: string };
        author: { username: string };
        labels: { nodes: { title: string }[] } | null;
      }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    } | null;
  } | null;
};

/** Every epic Group.epics returns for these arguments (all pages), as list-page paths. */
export async function epicsMatching(
  api: CairnApi,
  fullPath: string,
  args: Record<string, unknown> = {},
): Promise<EpicRef[]> {
  const out: EpicRef[] = [];
  let after: string | null = null;
  for (let guard = 0; guard < 50; guard += 1) {
    const data: EpicsPage = await api.graphql<EpicsPage>(
      `query E2eFilteredEpics(
        $fullPath: ID!, $after: String, $state: EpicState, $labelName: [String!],
        $authorUsername: String, $milestoneTitle: String, $myReactionEmoji: String,
        $confidential: Boolean, $iid: ID, $search: String, $not: NegatedEpicFilterInput,
        $or: UnionedEpicFilterInput
      ) {
        group(fullPath: $fullPath) {
          epics(first: 100, after: $after, state: $state, labelName: $labelName,
            authorUsername: $authorUsername, milestoneTitle: $milestoneTitle,
            myReactionEmoji: $myReactionEmoji, confidential: $confidential, iid: $iid,
            search: $search, not: $not, or: $or, includeDescendantGroups: true) {
            nodes {
              iid title confidential group { fullPath } author { username }
              labels { nodes { title } }
            }
            pageInfo { hasNextPage endCursor }
          }
        }
      }`,
      { fullPath, after, state: 'all', ...args },
    );
    const connection = data.group?.epics;
    for (const epic of connection?.nodes ?? []) {
      const path = `/groups/${epic.group.fullPath}/-/epics/${epic.iid}`;
      out.push({
        iid: epic.iid,
        title: epic.title,
        path,
        confidential: epic.confidential,
        author: epic.author.username,
        labels: epic.labels?.nodes.map((label) => label.title) ?? [],
      });
    }
    if (!connection?.pageInfo.hasNextPage) break;
    after = connection.pageInfo.endCursor;
  }
  return out;
}

export async function groupLabels(api: CairnApi, fullPath: string): Promise<string[]> {
  const response = await api.context.get(
    `/groups/${fullPath}/-/labels.json?include_descendant_groups=true&only_group_labels=true`,
  );
  const labels = (await response.json()) as { title: string }[];
  return labels.map((label) => label.title);
}

export async function groupMilestones(api: CairnApi, fullPath: string): Promise<string[]> {
  const response = await api.context.get(`/groups/${fullPath}/-/milestones.json`);
  return ((await response.json()) as { title: string }[]).map((milestone) => milestone.title);
}

export async function subgroupPaths(api: CairnApi, fullPath: string): Promise<string[]> {
  const data = await api.graphql<{
    group: { descendantGroups: { nodes: { fullPath: string }[] } | null } | null;
  }>(
    `query E2eSubgroups($fullPath: ID!) {
      group(fullPath: $fullPath) { descendantGroups(first: 100) { nodes { fullPath } } }
    }`,
    { fullPath },
  );
  return data.group?.descendantGroups?.nodes.map((group) => group.fullPath) ?? [];
}

/** The label on the most epics (but not on all of them), so filtering visibly narrows. */
export async function busiestLabel(api: CairnApi, fullPath: string): Promise<string> {
  const epics = await epicsMatching(api, fullPath);
  const counts = new Map<string, number>();
  for (const epic of epics) {
    for (const label of epic.labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  const [best] = [...counts.entries()]
    .filter(([, count]) => count < epics.length)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (!best) throw new Error(`no label narrows the epics of ${fullPath}`);
  return best[0];
}

/** Answers the GraphQL operation `name` with a failure; every other request goes through. */
export async function failGraphqlOperation(page: Page, name: string) {
  await page.route('**/api/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== name) return route.fallback();
    return route.fulfill({ status: 500, json: { errors: [{ message: 'Injected failure' }] } });
  });
}

/** Filter variables of a Group.epics request (paging, sort, state and timeframe left out). */
export function filterVariablesOf(request: Request): Record<string, unknown> {
  const body = request.postDataJSON() as { variables?: Record<string, unknown> };
  const ignored = new Set([
    'fullPath',
    'first',
    'last',
    'after',
    'before',
    'endCursor',
    'state',
    'sort',
    'timeframe',
    'includeDescendantGroups',
  ]);
  return Object.fromEntries(
    Object.entries(body.variables ?? {}).filter(
      ([key, value]) => !ignored.has(key) && value !== undefined && value !== null,
    ),
  );
}

export function isOperation(request: Request, name: string): boolean {
  if (!request.url().endsWith('/api/graphql') || request.method() !== 'POST') return false;
  const body = request.postDataJSON() as { operationName?: string } | null;
  return body?.operationName === name;
}

/** The author of the most epics, so an author filter has something to show. */
export async function busiestAuthor(api: CairnApi, fullPath: string): Promise<string> {
  const counts = new Map<string, number>();
  for (const epic of await epicsMatching(api, fullPath)) {
    counts.set(epic.author, (counts.get(epic.author) ?? 0) + 1);
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  if (!best) throw new Error(`${fullPath} has no epics`);
  return best[0];
}

/**
 * The list page shows exactly the first page of `expected` (as a set: the page sorts, the API
 * answer here need not), or its empty state when nothing is expected.
 */
export async function expectListShows(list: EpicsListPage, expected: readonly EpicRef[]) {
  const perPage = Number(list.params().get('per_page') ?? 20);
  await expect
    .poll(async () => {
      const shown = await list.shownPaths();
      const wanted = new Set(expected.map((epic) => epic.path));
      return {
        count: shown.length,
        unexpected: shown.filter((path) => !wanted.has(path)),
      };
    })
    .toEqual({ count: Math.min(expected.length, perPage), unexpected: [] });
  if (expected.length === 0) await expect(list.emptyState).toBeVisible();
}
