import { print } from 'graphql';
import { epicChildEpicsQuery } from '../../apps/web/src/features/roadmap/graphql/epic-child-epics.query.ts';
import { roadmapEpicsQuery } from '../../apps/web/src/features/roadmap/graphql/roadmap-epics.query.ts';
import { roadmapMilestonesQuery } from '../../apps/web/src/features/roadmap/graphql/roadmap-milestones.query.ts';

// The roadmap's own documents, printed as the web client prints them, so the load runs send
// exactly the query text the page sends.
export const ROADMAP_EPICS_QUERY = print(roadmapEpicsQuery);
export const EPIC_CHILD_EPICS_QUERY = print(epicChildEpicsQuery);
export const ROADMAP_MILESTONES_QUERY = print(roadmapMilestonesQuery);
