import { graphql } from '#web/lib/graphql/index.ts';

/** What the milestone widget shows of a milestone: the issue page and the picker both ask it. */
export const SidebarMilestoneFragment = graphql(`
  fragment SidebarMilestone on Milestone {
    id
    title
    webPath
    startDate
    dueDate
  }
`);
