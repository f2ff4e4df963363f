import { graphql } from '#web/lib/graphql/index.ts';

/** Users who may be assigned: members of the project and its groups matching the search. */
export const usersAutocompleteQuery = graphql(`
  query SidebarUsersAutocomplete($fullPath: ID!, $search: String) {
    project(fullPath: $fullPath) {
      id
      autocompleteUsers(search: $search) {
        id
        name
        username
        avatarUrl
        webPath
      }
    }
  }
`);
