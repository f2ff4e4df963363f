import { graphql } from '../../../lib/graphql/graphql.ts';
import { RoadmapEpicFragment } from './roadmap-epic.fragment.ts';

/**
 * Saves a dragged or keyboard-moved bar: only the ends that changed are sent, with the
 * lockVersion the roadmap read so a concurrent edit is refused rather than overwritten.
 */
export const updateEpicDatesMutation = graphql(
  `
    mutation UpdateEpicDates(
      $groupPath: ID!
      $iid: ID!
      $lockVersion: Int!
      $startDateFixed: String
      $startDateIsFixed: Boolean
      $dueDateFixed: String
      $dueDateIsFixed: Boolean
    ) {
      updateEpic(
        input: {
          groupPath: $groupPath
          iid: $iid
          lockVersion: $lockVersion
          startDateFixed: $startDateFixed
          startDateIsFixed: $startDateIsFixed
          dueDateFixed: $dueDateFixed
          dueDateIsFixed: $dueDateIsFixed
        }
      ) {
        errors
        epic {
          ...RoadmapEpic
        }
      }
    }
  `,
  [RoadmapEpicFragment],
);
