import type { ExecutionResult } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { atLeastChars, jsonSlices, SLICE_CHARS } from '../lib/sliced-json.ts';

const JSON_TYPES = ['application/graphql-response+json', 'application/json'] as const;

/** The JSON media type Yoga would answer this request with, or null (SSE, multipart). */
function jsonMediaType(accept: string | null): string | null {
  if (!accept) return 'application/json';
  const types = accept.split(',').map((t) => t.split(';')[0]!.trim());
  for (const type of types) {
    if ((JSON_TYPES as readonly string[]).includes(type)) return type;
    if (type === '*/*' || type === 'application/*') return 'application/json';
    if (type === 'text/event-stream' || type === 'multipart/mixed') return null;
  }
  return null;
}

/**
 * A large answer without errors is streamed as slices of JSON with a turn of the event loop between
 * them (docs/decisions/api-performance.md): written whole, one answer of megabytes held `/-/health`
 * for its `JSON.stringify` and its conversion to bytes. Smaller answers and answers with errors
 * keep Yoga's own serialiser (and its status codes).
 */
export const slicedAnswers: Plugin = {
  onResultProcess({ request, result, setResultProcessor }) {
    if (Array.isArray(result) || isAsyncIterable(result)) return;
    const single = result as ExecutionResult;
    if (single.data == null || single.errors?.length || single.extensions) return;
    const mediaType = jsonMediaType(request.headers.get('accept'));
    if (!mediaType || atLeastChars(single.data, SLICE_CHARS) < SLICE_CHARS) return;
    setResultProcessor((_result, fetchAPI) => {
      const encoder = new TextEncoder();
      const slices = jsonSlices(single.data);
      let opened = false;
      const body = new fetchAPI.ReadableStream<Uint8Array>({
        async pull(controller) {
          if (!opened) {
            opened = true;
            controller.enqueue(encoder.encode('{"data":'));
          }
          const next = await slices.next();
          if (next.done) {
            controller.enqueue(encoder.encode('}'));
            controller.close();
          } else controller.enqueue(encoder.encode(next.value));
        },
        async cancel() {
          await slices.return(undefined);
        },
      });
      return new fetchAPI.Response(body, {
        status: 200,
        headers: { 'Content-Type': `${mediaType}; charset=utf-8` },
      });
    }, mediaType);
  },
};
