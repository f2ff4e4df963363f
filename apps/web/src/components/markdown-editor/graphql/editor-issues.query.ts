import { graphql } from '#web/lib/graphql/index.ts';

/** `#` suggestions: open and closed issues of the project, by title or iid. */
export const editorIssuesQuery = graphql(`
  query markdownEditorIssues($fullPath: ID!, $search: String, $iid: String) {
    project(fullPath: $fullPath) {
      id
      issues(search: $search, iid: $iid, in: [TITLE], first: 10, sort: UPDATED_DESC) {
        nodes {
          id
          iid
          title
        }
      }
    }
  }
`);
