import { graphql } from '#web/lib/graphql/graphql.ts';

/** The epic fields one roadmap row reads. */
export const RoadmapEpicFragment = graphql(`
  fragment RoadmapEpic on Epic {
    id
    iid
    title
    state
    webUrl
    webPath
    reference
    fullReference: reference(full: true)
    createdAt
    closedAt
    startDate
    dueDate
    startDateIsFixed
    startDateFixed
    dueDateIsFixed
    dueDateFixed
    lockVersion
    userPermissions {
      updateEpic
      adminEpicRelation
    }
    color
    textColor
    confidential
    hasParent
    parent {
      id
      startDate
      dueDate
      reference(full: true)
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
    blockedEpicIds
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
`);
