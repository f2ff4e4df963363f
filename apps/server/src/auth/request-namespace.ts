import type { FastifyRequest } from 'fastify';
import { GRAPHQL_PATH } from './refusals.ts';

/** The variables an operation names its group or project by (GitLab's documents use these). */
const PATH_VARIABLES = ['fullPath', 'groupPath', 'projectPath'] as const;

/**
 * Only a value that could be a full path goes into the viewer's statement: a NUL byte is an
 * encoding error in PostgreSQL (the statement would fail before the resolver refuses the input),
 * and a path is at most 1,024 characters (core/namespaces/namespace-param.ts).
 */
const plausiblePath = (value: string) =>
  value.length > 0 && value.length <= 1024 && !value.includes('\u0000');

const pathIn = (vars: unknown): string | null => {
  if (!vars || typeof vars !== 'object') return null;
  const record = vars as Record<string, unknown>;
  for (const name of PATH_VARIABLES) {
    const value = record[name];
    if (typeof value === 'string' && plausiblePath(value)) return value;
  }
  return null;
};

/**
 * The group or project a GraphQL request names in its variables (`fullPath`, `groupPath`,
 * `projectPath`, or the same inside `input`), for the statement that finds the viewer to read
 * it too (auth/viewer-facts.ts): the namespace lookup by path then needs no round trip of its
 * own. Only a guess: the lookup still checks the path it is asked for.
 */
export function requestNamespacePath(req: FastifyRequest): string | null {
  if (req.method !== 'POST' || req.routeOptions.url !== GRAPHQL_PATH) return null;
  const body = req.body as { variables?: unknown } | null | undefined;
  const vars = body && typeof body === 'object' ? body.variables : null;
  if (!vars || typeof vars !== 'object') return null;
  return pathIn(vars) ?? pathIn((vars as { input?: unknown }).input);
}
