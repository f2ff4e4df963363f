import { graphql } from '#web/lib/graphql/graphql.ts';
import { RoadmapEpicFragment } from './roadmap-epic.fragment.ts';

/**
 * Saves new dates of a dragged or keyboard-moved bar (only the ends that changed) or of an epic
 * scheduled from the tray, with the lockVersion the roadmap read so a concurrent edit is refused
 * rather than overwritten.
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
          lockVersion
          ...RoadmapEpic
        }
      }
    }
  `,
  [RoadmapEpicFragment],
);
