import { graphql } from '#web/lib/graphql/index.ts';

/** `@` suggestions: users of the project or group (GraphQL `autocompleteUsers`). */
export const editorUsersQuery = graphql(`
  query markdownEditorUsers($fullPath: ID!, $search: String, $isProject: Boolean = false) {
    group(fullPath: $fullPath) @skip(if: $isProject) {
      id
      autocompleteUsers(search: $search) {
        id
        username
        name
      }
    }
    project(fullPath: $fullPath) @include(if: $isProject) {
      id
      autocompleteUsers(search: $search) {
        id
        username
        name
      }
    }
  }
`);
