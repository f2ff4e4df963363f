import { graphql } from '#web/lib/graphql/index.ts';

/** What the colour widget shows of an epic: the epic page's query spreads it. */
export const SidebarColorFragment = graphql(`
  fragment SidebarColor on Epic {
    color
  }
`);
