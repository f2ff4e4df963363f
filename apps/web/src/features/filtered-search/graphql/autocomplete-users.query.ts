import { graphql } from '#web/lib/graphql/index.ts';

/** Author token suggestions. */
export const autocompleteUsersQuery = graphql(`
  query filteredSearchAutocompleteUsers(
    $fullPath: ID!
    $search: String
    $isProject: Boolean = false
  ) {
    group(fullPath: $fullPath) @skip(if: $isProject) {
      id
      autocompleteUsers(search: $search) {
        id
        username
        name
        avatarUrl
      }
    }
    project(fullPath: $fullPath) @include(if: $isProject) {
      id
      autocompleteUsers(search: $search) {
        id
        username
        name
        avatarUrl
      }
    }
  }
`);
