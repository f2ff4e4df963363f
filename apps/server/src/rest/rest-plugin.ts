import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError, type z } from 'zod';
import { AppError, badRequest, TooManyRequests } from '../lib/errors.ts';
import { nulCharacterPath } from '../lib/text.ts';
import { gitlabPhrase, isStringLengthIssue } from '../lib/validation-messages.ts';
import { registerJsonContentType } from './json-content-type.ts';
import { registerSlicedAnswers } from './sliced-answers.ts';

/**
 * Parses input with zod; failures become GitLab's 400 (`title is too long (maximum is 255
 * characters)`, `title is invalid`). A request without a body parses as `{}`; a JSON body that
 * is not an object (`null`, `[]`) fails.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const input = value === undefined ? {} : value;
  const result = schema.safeParse(input);
  if (!result.success) throw zodToBadRequest(result.error, input);
  return result.data;
}

/** The value at a zod issue path, or undefined. */
const valueAt = (value: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>(
    (v, key) =>
      v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined,
    value,
  );

/**
 * The first issue as GitLab's 400. A field is "missing" when the input lacks it (zod 4 issues do
 * not carry the input, so it is looked up in the parsed value when known). A string of the wrong
 * length gets GitLab's model phrase (`can't be blank`, `is too long (maximum is 255
 * characters)`); anything else is "invalid", as GitLab's parameter checks say, and so is a bad
 * element of a list (the phrase would describe the element, the message names the list).
 */
export function zodToBadRequest(error: ZodError, input?: unknown): AppError {
  const issue = error.issues[0];
  // GitLab names the parameter, not the element of a list (`assignee_ids`, not `assignee_ids.0`).
  const field =
    issue?.path
      .filter((key) => typeof key !== 'number')
      .map(String)
      .join('.') || 'input';
  const given = input === undefined ? issue?.input : valueAt(input, issue?.path ?? []);
  // An element is never missing: a list coerced from a string (`"1,x"`) has no such index.
  const inList = issue?.path.some((key) => typeof key === 'number') ?? false;
  const detail =
    issue?.code === 'invalid_type' && given === undefined && !inList
      ? 'is missing'
      : issue && isStringLengthIssue(issue) && !issue.path.some((key) => typeof key === 'number')
        ? gitlabPhrase(issue)
        : 'is invalid';
  return badRequest(`${field} ${detail}`, field);
}

export function sendError(reply: FastifyReply, error: AppError) {
  // GitLab's render_exceeded_limit_error!: `{"message":{"error":…}}`, and when to come back.
  if (error instanceof TooManyRequests) {
    reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(429).send({ message: { error: error.message } });
  }
  if (error.status === 400) {
    return reply
      .code(400)
      .send(
        error.field
          ? { error: error.message, message: { [error.field]: [error.message] } }
          : { message: error.message },
      );
  }
  // GitLab answers conflicts with a plain message ("Label already exists").
  const plain = /^\d{3} /.test(error.message) || error.status === 409;
  const message = plain ? error.message : { base: [error.message] };
  return reply.code(error.status).send({ message });
}

/** The first path parameter, query parameter or body field holding a NUL character. */
function nulCharacterField(req: FastifyRequest): string | null {
  for (const input of [req.params, req.query, req.body]) {
    const found = nulCharacterPath(input);
    if (found !== null) return found || 'input';
  }
  return null;
}

/**
 * Shared REST v4 behaviour: a presented bad token is 401, JSON goes in and out as GitLab's
 * clients expect, and errors use GitLab's bodies. Modules register their routes under /api/v4.
 * Every route but GraphQL (which answers in its own shape) refuses input holding NUL characters.
 */
export function registerRestBase(app: FastifyInstance) {
  registerJsonContentType(app);
  registerSlicedAnswers(app);
  app.addHook('preHandler', async (req: FastifyRequest, reply) => {
    if (req.url.startsWith('/api/v4')) {
      // Token scopes are enforced for every transport where the viewer is built (auth/).
      if (req.badToken) return reply.code(401).send({ message: '401 Unauthorized' });
    }
    if (req.routeOptions.url === '/api/graphql') return;
    const field = nulCharacterField(req);
    if (field !== null) return sendError(reply, badRequest(`${field} is invalid`, field));
  });
}

export function restErrorHandler(
  error: FastifyError | Error,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof AppError) return sendError(reply, error);
  if (error instanceof ZodError) return sendError(reply, zodToBadRequest(error));
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    return reply.code(status).send({ message: status === 404 ? '404 Not Found' : error.message });
  }
  req.log.error(error);
  return reply.code(500).send({ message: '500 Internal Server Error' });
}

/** GitLab answers 400 when an update names none of the parameters it accepts. */
export function requireSomeParameter<T extends object>(body: T): T {
  if (Object.values(body).every((v) => v === undefined)) {
    throw badRequest(
      `${Object.keys(body).join(', ') || 'parameters'} are missing, at least one parameter must be provided`,
    );
  }
  return body;
}
