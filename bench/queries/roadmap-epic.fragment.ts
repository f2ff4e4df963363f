// Copy of apps/web/src/features/roadmap/graphql/roadmap-epic.fragment.ts: every field a roadmap
// row reads. The browser run checks that the page still sends exactly these fields.
export const ROADMAP_EPIC_FRAGMENT = /* GraphQL */ `
  fragment RoadmapEpic on Epic {
    id
    iid
    title
    state
    webUrl
    webPath
    reference
    createdAt
    closedAt
    startDate
    dueDate
    color
    textColor
    confidential
    hasParent
    parent {
      id
      startDate
      dueDate
    }
    ancestors {
      nodes {
        id
      }
    }
    hasChildren
    hasChildrenWithinTimeframe
    blocked
    blockedByCount
    blockingCount
    descendantCounts {
      openedEpics
      closedEpics
      openedIssues
      closedIssues
    }
    descendantWeightSum {
      openedIssues
      closedIssues
    }
    group {
      id
      name
      fullName
      fullPath
    }
    labels {
      nodes {
        id
        title
        description
        color
        textColor
      }
    }
  }
`;
