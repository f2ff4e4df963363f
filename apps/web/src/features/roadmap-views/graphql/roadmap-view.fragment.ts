import { graphql } from '#web/lib/graphql/graphql.ts';

/** What the picker needs of a saved view. */
export const roadmapViewFragment = graphql(`
  fragment RoadmapViewFields on RoadmapView {
    id
    name
    visibility
    state
    webPath
    canUpdate
    canChangeVisibility
  }
`);
