import {
  getNamedType,
  GraphQLError,
  isCompositeType,
  isListType,
  isNonNullType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { MAX_PAGE_SIZE } from './paging.ts';

/**
 * Fields whose value is rendered Markdown. Even stored, each costs a fetch and a reference
 * resolution, and a cache miss costs a full render, which graphql-armor's cost limit (one point
 * per field, whatever the page size) does not see. Their size is bounded per answer at run time
 * (answer-size.ts).
 */
const RENDERED_FIELDS = new Set(['descriptionHtml', 'bodyHtml']);

/** Rendered documents one query may ask for: five full pages. */
export const MAX_RENDERED_DOCUMENTS = 500;

type Variables = Record<string, unknown>;

function intArgument(field: FieldNode, name: string, variables: Variables): number | null {
  const value: ValueNode | undefined = field.arguments?.find((a) => a.name.value === name)?.value;
  if (value?.kind === Kind.INT) return Number(value.value);
  if (value?.kind === Kind.VARIABLE) {
    const v = variables[value.name.value];
    return typeof v === 'number' ? v : null;
  }
  return null;
}

function unwrapList(type: GraphQLOutputType): boolean {
  const inner = isNonNullType(type) ? type.ofType : type;
  return isListType(inner);
}

/**
 * How many objects a field can return: its page size for connections and lists, else one. A
 * connection's own `nodes`/`edges` lists are the page already counted.
 */
function fanOut(
  parent: GraphQLCompositeType,
  field: FieldNode,
  type: GraphQLOutputType,
  variables: Variables,
): number {
  if (parent.name.endsWith('Connection')) return 1;
  // A thread's notes are notes of the item's page of threads, counted there: a page of 100
  // threads holds 100 first notes, not 100 × 100 (the web app's discussion query).
  if (parent.name === 'Discussion' && field.name.value === 'notes') return 1;
  const isConnection = getNamedType(type).name.endsWith('Connection');
  if (!isConnection && !unwrapList(type)) return 1;
  const requested = intArgument(field, 'first', variables) ?? intArgument(field, 'last', variables);
  return Math.min(Math.max(requested ?? MAX_PAGE_SIZE, 0), MAX_PAGE_SIZE);
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Variables;
}

/** Rendered documents a selection asks for, each multiplied by the fan-out above it. */
function renderedDocuments(
  walk: Walk,
  parent: GraphQLCompositeType,
  selections: SelectionSetNode,
  depth = 0,
): number {
  if (depth > 50) return 0;
  let total = 0;
  for (const selection of selections.selections) {
    if (selection.kind === Kind.FIELD) {
      if (RENDERED_FIELDS.has(selection.name.value)) {
        total += 1;
        continue;
      }
      if (!selection.selectionSet || !('getFields' in parent)) continue;
      const definition = parent.getFields()[selection.name.value];
      if (!definition) continue;
      const child = getNamedType(definition.type);
      if (!isCompositeType(child)) continue;
      const inner = renderedDocuments(walk, child, selection.selectionSet, depth + 1);
      total += inner * fanOut(parent, selection, definition.type, walk.variables);
    } else {
      const fragment =
        selection.kind === Kind.INLINE_FRAGMENT
          ? selection
          : walk.fragments.get(selection.name.value);
      if (!fragment) continue;
      const condition = fragment.typeCondition
        ? walk.schema.getType(fragment.typeCondition.name.value)
        : parent;
      const type = condition && isCompositeType(condition) ? condition : parent;
      total += renderedDocuments(walk, type, fragment.selectionSet, depth + 1);
    }
  }
  return total;
}

/** Rendered documents the executed operation may ask for (page sizes taken at their maximum). */
export function renderCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Variables,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  }
  const operation = document.definitions.find(
    (d) =>
      d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  if (operation?.kind !== Kind.OPERATION_DEFINITION) return 0;
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  return renderedDocuments({ schema, fragments, variables }, root, operation.selectionSet);
}

/** Refuses, before execution, an operation asking for more rendered Markdown than the limit. */
export const renderCostLimit: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const cost = renderCost(
      args.schema,
      args.document,
      args.operationName,
      (args.variableValues ?? {}) as Variables,
    );
    if (cost <= MAX_RENDERED_DOCUMENTS) return;
    setResultAndStopExecution({
      errors: [
        new GraphQLError(
          `Query asks for up to ${cost} rendered Markdown fields (descriptionHtml, bodyHtml); the limit is ${MAX_RENDERED_DOCUMENTS}. Ask for fewer items or aliases.`,
          { extensions: { code: 'QUERY_TOO_EXPENSIVE', cost, maxCost: MAX_RENDERED_DOCUMENTS } },
        ),
      ],
    });
  },
};
