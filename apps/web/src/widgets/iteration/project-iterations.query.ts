import { graphql } from '#web/lib/graphql/index.ts';
import { SidebarIterationFragment } from './iteration.fragment.ts';

/** Opened (upcoming or current) iterations of the project's groups, by title or cadence title. */
export const projectIterationsQuery = graphql(
  `
    query SidebarProjectIterations($fullPath: ID!, $search: String) {
      project(fullPath: $fullPath) {
        id
        iterations(state: opened, search: $search, in: [TITLE, CADENCE_TITLE], first: 50) {
          nodes {
            ...SidebarIteration
          }
        }
      }
    }
  `,
  [SidebarIterationFragment],
);
