// The work-items module's GraphQL: importing this file registers every type and field.
import './core/common.graphql.ts';
import './epics/epics.graphql.ts';
import './widgets/hierarchy/epic-tree.graphql.ts';
import './epics/epic-social.graphql.ts';
import './core/work-item.graphql.ts';
import './issues/issues.graphql.ts';
import './issues/issue-queries.graphql.ts';
import './widgets/links/links.graphql.ts';
import './widgets/social/reactions.graphql.ts';
import './epics/epics.mutations.ts';
import './widgets/hierarchy/epic-tree.mutations.ts';
import './issues/issues.mutations.ts';
import './widgets/links/links.mutations.ts';
import './widgets/social/todos.mutations.ts';
import './widgets/iteration/iteration.graphql.ts';
