import { getOperationAST, GraphQLError, Kind, type FieldNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { RESOURCE_NOT_AVAILABLE } from '../graphql/args.ts';
import type { RequestContext } from '../lib/context.ts';
import { readOnlyToken } from './viewer.ts';

/**
 * GraphQL's half of the token-scope rule (request-auth.ts holds the HTTP half): a `read_api`
 * token runs no mutation at all. The operation is refused before any resolver runs, each root
 * field with GitLab's error for a mutation the token may not perform (its mutations'
 * `authorized?` check raises ResourceNotAvailable), so nothing can be written.
 */
export const scopeGuard: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const viewer = (args.contextValue as Partial<RequestContext>).viewer;
    if (!viewer || !readOnlyToken(viewer)) return;
    const operation = getOperationAST(args.document, args.operationName);
    if (operation?.operation !== 'mutation') return;
    const fields = operation.selectionSet.selections.filter(
      (s): s is FieldNode => s.kind === Kind.FIELD && s.name.value !== '__typename',
    );
    const key = (f: FieldNode) => f.alias?.value ?? f.name.value;
    setResultAndStopExecution({
      data: fields.length ? Object.fromEntries(fields.map((f) => [key(f), null])) : null,
      errors: fields.length
        ? fields.map((f) => new GraphQLError(RESOURCE_NOT_AVAILABLE, { nodes: f, path: [key(f)] }))
        : [new GraphQLError(RESOURCE_NOT_AVAILABLE, { nodes: operation })],
    });
  },
};
