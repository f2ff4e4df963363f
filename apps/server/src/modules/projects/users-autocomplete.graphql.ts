import { builder } from '#server/graphql/builder.ts';
import { parseArgs } from '#server/graphql/args.ts';
import { GroupRef } from '../groups/group-ref.ts';
import { ProjectRef } from './project-ref.ts';
import { suggestUsers } from '../users/users-autocomplete.service.ts';
import { autocompleteArgs } from '../users/users.schema.ts';
import { UserRef } from '../users/users.graphql.ts';

for (const ref of [GroupRef, ProjectRef]) {
  builder.objectField(ref, 'autocompleteUsers', (t) =>
    t.field({
      type: [UserRef],
      description:
        'Members of this namespace and its ancestors matching the search, current user first (at most 20).',
      args: { search: t.arg.string() },
      resolve: (ns, args, ctx) => suggestUsers(ctx, ns, parseArgs(autocompleteArgs, args).search),
    }),
  );
}
