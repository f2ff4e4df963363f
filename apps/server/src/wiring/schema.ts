import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from '../graphql/builder.ts';
import { finishMutationType } from '../graphql/mutations.ts';
// Each module registers its types on the builder when imported: add one line per module.
import '../modules/users/users.graphql.ts';
import '../modules/groups/groups.graphql.ts';
import '../modules/projects/projects.graphql.ts';
import '../modules/projects/users-autocomplete.graphql.ts';
import '../modules/milestones/milestones.graphql.ts';
import '../modules/labels/labels.graphql.ts';
import '../modules/emoji/emoji.graphql.ts';
import '../modules/escalation-policies/escalation-policies.graphql.ts';
import '../modules/memberships/memberships.graphql.ts';
import '../modules/roadmap-views/roadmap-views.graphql.ts';
import '../modules/templates/templates.graphql.ts';
import '../modules/iterations/iteration-lists.graphql.ts';
import '../modules/iterations/iterations.mutations.ts';
import '../modules/work-items/work-items.graphql.ts';
import './subscriptions.graphql.ts';
import '../modules/notes/notes.graphql.ts';
import '../modules/notes/note-events.graphql.ts';
import '../modules/work-items/todos/todos-subscription.graphql.ts';
import '../modules/work-items/epics/group-epics-subscription.graphql.ts';
import '../modules/milestones/group-milestones-subscription.graphql.ts';

finishMutationType();
export const schema = builder.toSchema();
export const printedSchema = () => printSchema(lexicographicSortSchema(schema));
