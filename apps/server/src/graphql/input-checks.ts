import {
  GraphQLError,
  Kind,
  visit,
  type ASTNode,
  type ASTVisitor,
  type DocumentNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { nulCharacterPath } from '../lib/text.ts';

/** PostgreSQL cannot store NUL in text; such input is refused before anything runs. */
const NUL_REFUSED = 'must not contain NUL characters';

/** Validation rule: no string literal in the document holds a NUL character. */
function noNulCharacters(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (node.value.includes('\u0000')) {
        context.reportError(new GraphQLError(`String ${NUL_REFUSED}`, { nodes: node }));
      }
    },
  };
}

interface ArgumentAt {
  /** `state`, or `input.title` for a field of an input object. */
  argument: string;
  field: string;
}

/** For each value node (and input object field) of the document, the argument it belongs to. */
function argumentsOf(document: DocumentNode): Map<ASTNode, ArgumentAt> {
  const found = new Map<ASTNode, ArgumentAt>();
  const fields: string[] = [];
  const mark = (value: ValueNode, argument: string, field: string) => {
    found.set(value, { argument, field });
    if (value.kind === Kind.LIST) for (const v of value.values) mark(v, argument, field);
    if (value.kind === Kind.OBJECT) {
      for (const f of value.fields) {
        const path = `${argument}.${f.name.value}`;
        found.set(f, { argument: path, field });
        mark(f.value, path, field);
      }
    }
  };
  visit(document, {
    Field: {
      enter: (node) => void fields.push(node.name.value),
      leave: () => void fields.pop(),
    },
    Directive: {
      enter: (node) => void fields.push(`@${node.name.value}`),
      leave: () => void fields.pop(),
    },
    Argument: (node) => mark(node.value, node.name.value, fields.at(-1) ?? ''),
  });
  return found;
}

/**
 * Input checks of every GraphQL request: NUL characters are refused in literals and variables,
 * and a literal that does not fit its argument's type gets an error naming the argument
 * (graphql-js only names the type and the value).
 */
export const inputChecks: Plugin = {
  onValidate({ addValidationRule, params }) {
    addValidationRule(noNulCharacters);
    return ({ result, setResult }) => {
      if (!result.length) return;
      let located: Map<ASTNode, ArgumentAt> | null = null;
      setResult(
        result.map((error: unknown) => {
          const node = error instanceof GraphQLError ? error.nodes?.[0] : undefined;
          if (!(error instanceof GraphQLError) || !node || error.message.startsWith('Argument '))
            return error;
          located ??= argumentsOf(params.documentAST);
          const at = located.get(node);
          if (!at) return error;
          return new GraphQLError(
            `Argument '${at.argument}' on Field '${at.field}' has an invalid value: ${error.message}`,
            {
              nodes: error.nodes,
              extensions: { ...error.extensions, code: 'BAD_USER_INPUT', argument: at.argument },
            },
          );
        }),
      );
    };
  },
  onExecute: refuseNulVariables,
  onSubscribe: refuseNulVariables,
};

/** NUL characters in variables are refused before a query, mutation or subscription runs. */
function refuseNulVariables({
  args,
  setResultAndStopExecution,
}: {
  args: { variableValues?: Record<string, unknown> | null };
  setResultAndStopExecution: (result: { errors: GraphQLError[] }) => void;
}) {
  const path = nulCharacterPath(args.variableValues ?? {});
  if (path === null) return;
  const [name = ''] = path.split('.');
  setResultAndStopExecution({
    errors: [
      new GraphQLError(`Variable "$${name}" got invalid value at "${path}": ${NUL_REFUSED}`, {
        extensions: { code: 'BAD_USER_INPUT', argument: path },
      }),
    ],
  });
}
