// Pre-fetched roadmap pages: the real API's answers to the roadmap's own query, walked by cursor
// 100 at a time, so the browser can be handed 1,000 or 10,000 loaded epics in one response.
import { postGraphql, type GraphqlTarget } from './graphql.ts';

interface EpicsData {
  group: {
    id: string;
    epics: { nodes: unknown[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
  };
}

export const API_MAX_PAGE = 100;

export class EpicFeed {
  private groupId = '';
  private nodes: unknown[] = [];
  private done = false;
  private cursor: string | null = null;
  private key: string | null = null;

  /** With `copies`, a data set shorter than asked for is repeated under new ids and titles. */
  constructor(
    private readonly target: GraphqlTarget,
    private readonly copies = false,
  ) {}

  /** Epics fetched from the API so far (the rest of a padded answer are copies). */
  get fetched(): number {
    return this.nodes.length;
  }

  /** The first `n` epics (fewer when the list is shorter) for this query and these variables. */
  async first(query: string, variables: Record<string, unknown>, n: number) {
    const key = JSON.stringify([query, { ...variables, first: null, endCursor: null }]);
    if (key !== this.key) {
      Object.assign(this, { key, nodes: [], done: false, cursor: null });
    }
    while (this.nodes.length < n && !this.done) {
      const data = await postGraphql<EpicsData>(
        this.target,
        JSON.stringify({
          query,
          operationName: 'roadmapEpics',
          variables: { ...variables, first: API_MAX_PAGE, endCursor: this.cursor },
        }),
      );
      this.groupId = data.group.id;
      this.nodes.push(...data.group.epics.nodes);
      this.cursor = data.group.epics.pageInfo.endCursor;
      this.done = !data.group.epics.pageInfo.hasNextPage || !this.cursor;
    }
    const nodes = this.nodes.slice(0, n);
    if (this.copies) nodes.push(...copiesOf(this.nodes, n - nodes.length));
    return { groupId: this.groupId, nodes };
  }

  /** One response holding all `n` epics, with no further page. */
  async response(query: string, variables: Record<string, unknown>, n: number): Promise<string> {
    const { groupId, nodes } = await this.first(query, variables, n);
    return JSON.stringify({
      data: {
        group: { id: groupId, epics: { nodes, pageInfo: { hasNextPage: false, endCursor: null } } },
      },
    });
  }
}

/** Copies numbered after the originals: the ids and iids stay unique and the titles show it. */
function copiesOf(originals: readonly unknown[], count: number): unknown[] {
  if (originals.length === 0) return [];
  return Array.from({ length: Math.max(0, count) }, (_, i) => {
    const round = Math.floor(i / originals.length) + 1;
    const epic = originals[i % originals.length] as { id: string; iid: string; title: string };
    return {
      ...epic,
      id: epic.id.replace(/\d+$/, (id) => String(Number(id) + round * 10_000_000)),
      iid: String(Number(epic.iid) + round * 10_000_000),
      title: `${epic.title} (copy ${round})`,
    };
  });
}
