import { graphql } from '#web/lib/graphql/index.ts';

/**
 * What the epic date widgets show of an epic, both kinds (GitLab's epic details): the epic
 * page's query spreads it once and each widget reads its own kind.
 */
export const SidebarEpicDatesFragment = graphql(`
  fragment SidebarEpicDates on Epic {
    startDateIsFixed
    startDateFixed
    startDateFromInheritedSource
    startDateSourcingMilestone {
      id
      title
      webPath
    }
    startDateSourcingEpic {
      id
      title
      webPath
    }
    dueDateIsFixed
    dueDateFixed
    dueDateFromInheritedSource
    dueDateSourcingMilestone {
      id
      title
      webPath
    }
    dueDateSourcingEpic {
      id
      title
      webPath
    }
  }
`);
