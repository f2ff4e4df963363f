import { graphql } from '#web/lib/graphql/index.ts';

/** What the labels widget shows of a label: the issue and epic page queries spread it. */
export const SidebarLabelFragment = graphql(`
  fragment SidebarLabel on Label {
    id
    title
    color
    textColor
    description
  }
`);
