import { graphql } from '#web/lib/graphql/index.ts';

/** Close or reopen an epic; the page shows the state the server answers. */
export const updateEpicStateMutation = graphql(`
  mutation UpdateEpicState($groupPath: ID!, $iid: ID!, $stateEvent: EpicStateEvent!) {
    updateEpic(input: { groupPath: $groupPath, iid: $iid, stateEvent: $stateEvent }) {
      errors
      epic {
        id
        state
        closedAt
        lockVersion
      }
    }
  }
`);
