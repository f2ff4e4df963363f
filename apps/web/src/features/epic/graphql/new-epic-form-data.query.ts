import { graphql } from '#web/lib/graphql/index.ts';

/** What the new epic form offers: the group's right to create, its labels and possible parents. */
export const newEpicFormDataQuery = graphql(`
  query NewEpicFormData($fullPath: ID!) {
    group(fullPath: $fullPath) {
      id
      name
      fullPath
      allowSubEpics
      userPermissions {
        createEpic
      }
      labels(first: 100, includeAncestorGroups: true) {
        nodes {
          id
          title
          color
        }
      }
      epics(first: 100, state: opened, sort: TITLE_ASC, includeAncestorGroups: true) {
        nodes {
          id
          iid
          title
          reference(full: true)
        }
      }
    }
  }
`);
