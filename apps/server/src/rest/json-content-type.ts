import type { FastifyInstance } from 'fastify';

/** What Fastify answers for JSON; RFC 8259 defines no charset parameter for it. */
const FASTIFY_JSON = 'application/json; charset=utf-8';

/**
 * JSON the way GitLab speaks it, which its clients rely on:
 * - answers carry the bare `Content-Type: application/json` (python-gitlab 3.12 reads a body as
 *   JSON only when the type is exactly that);
 * - a request with `Content-Type: application/json` and an empty (or blank) body has no body,
 *   as in Rails, instead of Fastify's 400 "Body cannot be empty" (python-gitlab sends such
 *   DELETEs). Routes then see `undefined`, which `parseInput` reads as `{}`.
 * Anything else is parsed by Fastify's own JSON parser (prototype poisoning is refused).
 */
export function registerJsonContentType(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    parseJson(req, text, done);
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    if (reply.getHeader('content-type') === FASTIFY_JSON) {
      reply.header('content-type', 'application/json');
    }
    return payload;
  });
}
