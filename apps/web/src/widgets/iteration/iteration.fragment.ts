import { graphql } from '#web/lib/graphql/index.ts';

/** What the iteration widget shows of an iteration: the issue page and the picker both ask it. */
export const SidebarIterationFragment = graphql(`
  fragment SidebarIteration on Iteration {
    id
    title
    startDate
    dueDate
    webPath
    iterationCadence {
      id
      title
    }
  }
`);
