import { graphql } from '../../lib/graphql/index.ts';

/** GitLab's "Add time entry": a duration (`1h 30m`), the day it was spent on, a summary. */
export const timelogCreateMutation = graphql(`
  mutation SidebarTimelogCreate($input: TimelogCreateInput!) {
    timelogCreate(input: $input) {
      errors
      timelog {
        id
      }
    }
  }
`);

export const timelogDeleteMutation = graphql(`
  mutation SidebarTimelogDelete($id: ID!) {
    timelogDelete(input: { id: $id }) {
      errors
      timelog {
        id
      }
    }
  }
`);
