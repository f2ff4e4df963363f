import type { FastifyReply, FastifyRequest } from 'fastify';

/** GitLab's answer to a token whose scopes do not cover the request. */
export const INSUFFICIENT_SCOPE = {
  error: 'insufficient_scope',
  error_description: 'The request requires higher privileges than provided by the access token.',
  scope: 'api',
} as const;

/** GitLab's API message for a blocked or banned account. */
export const ACCOUNT_BLOCKED_API_MESSAGE = '403 Forbidden - Your account has been blocked.';
/** GitLab's sign-in message for a blocked or banned account (Devise's `blocked`). */
export const ACCOUNT_BLOCKED_SIGN_IN_MESSAGE =
  'Your account has been blocked. Please contact your GitLab administrator if you think this is an error.';
export const CSRF_FAILED_MESSAGE = '403 Forbidden - CSRF token verification failed';

export const GRAPHQL_PATH = '/api/graphql';
const isGraphql = (req: FastifyRequest) => req.url.split('?')[0] === GRAPHQL_PATH;

/** A 403 in the shape of the transport: GraphQL's `errors`, GitLab's REST bodies otherwise. */
export function refuse(req: FastifyRequest, reply: FastifyReply, body: object, message: string) {
  return reply.code(403).send(isGraphql(req) ? { errors: [{ message }] } : body);
}
