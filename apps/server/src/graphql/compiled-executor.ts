import {
  getOperationAST,
  Kind,
  visit,
  getVariableValues,
  GraphQLError,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type SourceLocation,
  type ValueNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';

/**
 * Queries and mutations run as JavaScript compiled for their document (graphql-jit) instead of
 * being interpreted field by field. The interpreter was the largest allocator of a roadmap page
 * (an arguments object, a path and a resolve info for every field of every row), and collecting
 * that garbage took a third of a saturated server's CPU (bench/README.md, "The compiled
 * executor"). Subscriptions keep Yoga's executor.
 *
 * Yoga's parse cache hands out the same DocumentNode for the same text, so a document is compiled
 * once per operation name, and its entry goes when the document leaves that cache. Documents are
 * bounded before they get here (10,000 characters, 5,000 tokens, depth 15, a cost limit).
 */
interface Compiled {
  query: CompiledQuery | ExecutionResult;
  /** Variables written inside an input object or list literal (`input: { start: $start }`). */
  nested: ReadonlySet<string>;
}

const compiled = new WeakMap<DocumentNode, Map<string, Compiled>>();

function nestedVariables(document: DocumentNode): Set<string> {
  const names = new Set<string>();
  const note = (value: ValueNode) => {
    if (value.kind === Kind.VARIABLE) names.add(value.name.value);
  };
  visit(document, {
    ObjectField: (field) => note(field.value),
    ListValue: (list) => list.values.forEach(note),
  });
  return names;
}

function compiledFor(args: ExecutionArgs): Compiled {
  let byOperation = compiled.get(args.document);
  if (!byOperation) compiled.set(args.document, (byOperation = new Map()));
  const name = args.operationName ?? '';
  let entry = byOperation.get(name);
  if (!entry) {
    entry = {
      query: compileQuery(args.schema, args.document, args.operationName ?? undefined),
      nested: nestedVariables(args.document),
    };
    byOperation.set(name, entry);
  }
  return entry;
}

/**
 * graphql-js's coercion of the variables: its errors name the input field ('… at
 * "input.dueDate"') and carry the scalars' own reasons, which clients and the pages' error texts
 * rely on. The compiled query coerces them again itself.
 */
function coerceVariables(args: ExecutionArgs) {
  const operation = getOperationAST(args.document, args.operationName);
  if (!operation?.variableDefinitions?.length) return { coerced: {} };
  return getVariableValues(args.schema, operation.variableDefinitions, args.variableValues ?? {}, {
    maxErrors: 50,
  });
}

/** The character offset of a line and column (both from 1) in a document's text. */
function offsetOf(body: string, { line, column }: SourceLocation): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = body.slice(offset).search(/\r\n|[\n\r]/);
    if (next < 0) break;
    offset += next + (body.startsWith('\r\n', offset + next) ? 2 : 1);
  }
  return offset + column - 1;
}

/**
 * graphql-jit's errors carry locations but no source positions; graphql-js's carry both, and
 * Yoga's masking and our readable errors rebuild an error from its positions. Same message,
 * path, locations, original error and extensions.
 */
function asGraphqlJsError(error: GraphQLError, document: DocumentNode): GraphQLError {
  if (error.positions || !error.locations?.length || !document.loc) return error;
  const source = document.loc.source;
  return new GraphQLError(error.message, {
    source,
    positions: error.locations.map((l) => offsetOf(source.body, l)),
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

function withGraphqlJsErrors(result: ExecutionResult, document: DocumentNode): ExecutionResult {
  if (!result.errors?.length) return result;
  return { ...result, errors: result.errors.map((e) => asGraphqlJsError(e, document)) };
}

/**
 * graphql-jit sets an input object's field to null when its variable was not given, where
 * graphql-js leaves the field out; "left out" means "unchanged" to our mutations (the roadmap
 * saves only the end of a bar that moved), so such a request runs interpreted.
 */
const missesNestedVariable = (entry: Compiled, coerced: Record<string, unknown>) =>
  [...entry.nested].some((name) => !Object.hasOwn(coerced, name));

export const compiledExecutor: Plugin = {
  onExecute({ executeFn, setExecuteFn }) {
    setExecuteFn((args) => {
      const entry = compiledFor(args);
      const { query } = entry;
      if (!isCompiledQuery(query)) return query;
      const variables = coerceVariables(args);
      if (variables.errors) return { errors: variables.errors };
      if (missesNestedVariable(entry, variables.coerced)) return executeFn(args);
      const result = query.query(args.rootValue, args.contextValue, args.variableValues);
      return result instanceof Promise
        ? result.then((r) => withGraphqlJsErrors(r, args.document))
        : withGraphqlJsErrors(result, args.document);
    });
  },
};
