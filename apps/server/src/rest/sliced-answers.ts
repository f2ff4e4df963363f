import type { FastifyInstance } from 'fastify';
import { atLeastChars, SLICE_CHARS, stringifySliced } from '../lib/sliced-json.ts';

/**
 * REST answers of a slice or more (a page of 100 issues with 100 kB descriptions is 10 MB of JSON)
 * are serialised in slices that yield to the event loop, as GraphQL's are
 * (docs/decisions/api-performance.md); smaller ones keep Fastify's serialiser.
 */
export function registerSlicedAnswers(app: FastifyInstance) {
  app.addHook('preSerialization', async (req, reply, payload: unknown) => {
    if (!req.url.startsWith('/api/v4/') || payload === null || typeof payload !== 'object')
      return payload;
    if (atLeastChars(payload, SLICE_CHARS) < SLICE_CHARS) return payload;
    const json = await stringifySliced(payload);
    reply.serializer((text: unknown) => text as string);
    return json;
  });
}
