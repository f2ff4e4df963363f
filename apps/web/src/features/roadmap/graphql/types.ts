// Types inferred from the roadmap documents (never hand-copied from the API).
import type { ResultOf, VariablesOf } from '#web/lib/graphql/graphql.ts';
import type { epicBlockingItemsQuery } from './epic-blocking-items.query.ts';
import type { roadmapEpicsQuery } from './roadmap-epics.query.ts';
import type { RoadmapEpicFragment } from './roadmap-epic.fragment.ts';
import type { roadmapMilestonesQuery } from './roadmap-milestones.query.ts';
import type { roadmapPageDataQuery } from './roadmap-page-data.query.ts';

export type RoadmapEpic = ResultOf<typeof RoadmapEpicFragment>;
type NodeOf<T> = [NonNullable<T>] extends [readonly (infer N)[]] ? NonNullable<N> : never;

export type RoadmapLabel = NodeOf<NonNullable<RoadmapEpic['labels']>['nodes']>;
export type RoadmapEpicsVariables = VariablesOf<typeof roadmapEpicsQuery>;

type MilestonesResult = ResultOf<typeof roadmapMilestonesQuery>;
export type RoadmapMilestone = NodeOf<
  NonNullable<NonNullable<MilestonesResult['group']>['milestones']>['nodes']
>;

type BlockingResult = ResultOf<typeof epicBlockingItemsQuery>;
export type LinkedItemNode = NodeOf<
  NonNullable<NonNullable<NonNullable<BlockingResult['group']>['epic']>['linkedWorkItems']>['nodes']
>;
export type LinkedWorkItem = NonNullable<LinkedItemNode['workItem']>;

export type RoadmapGroup = NonNullable<ResultOf<typeof roadmapPageDataQuery>['group']>;

export interface EpicsPage {
  readonly epics: readonly RoadmapEpic[];
  readonly hasNextPage: boolean;
  readonly endCursor: string | null;
}
