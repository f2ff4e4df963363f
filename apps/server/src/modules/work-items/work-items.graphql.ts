// The work-items module's GraphQL: importing this file registers every type and field.
import './common.graphql.ts';
import './epics.graphql.ts';
import './epic-tree.graphql.ts';
import './epic-social.graphql.ts';
import './work-item.graphql.ts';
import './issues.graphql.ts';
import './issue-queries.graphql.ts';
import './widgets/links/links.graphql.ts';
import './reactions.graphql.ts';
import './epics.mutations.ts';
import './epic-tree.mutations.ts';
import './issues.mutations.ts';
import './widgets/links/links.mutations.ts';
import './widgets/social/todos.mutations.ts';
import './widgets/iteration/iteration.graphql.ts';
