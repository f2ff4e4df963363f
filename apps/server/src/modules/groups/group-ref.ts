import { builder } from '#server/graphql/builder.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';

/** The GraphQL Group type's ref; its fields live in groups.graphql.ts and beside it. */
export const GroupRef = builder.objectRef<NamespaceRow>('Group');

export const GroupConnection = builder.connectionObject(
  { type: GroupRef, name: 'GroupConnection' },
  { name: 'GroupEdge' },
);

/** Web paths of a group's pages and of the JSON endpoints its roadmap page reads. */
export const groupPaths = (g: Pick<NamespaceRow, 'fullPath'>) => {
  const base = `/groups/${g.fullPath}`;
  return {
    webPath: base,
    epicsListPath: `${base}/-/epics`,
    newEpicPath: `${base}/-/epics/new`,
    roadmapPath: `${base}/-/roadmap`,
    labelsPath: `${base}/-/labels.json`,
    milestonesPath: `${base}/-/milestones.json`,
  };
};
