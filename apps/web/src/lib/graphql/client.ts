import { print, type DocumentNode } from '@0no-co/graphql.web';
import type { TadaDocumentNode } from 'gql.tada';
import {
  withFailedFields,
  type FieldsThatMayFail,
  type GraphqlErrorEntry,
} from './field-errors.ts';
import type { LiveTransport } from './live-connection.ts';
import { parseSse } from './sse.ts';

/** The server answered with GraphQL `errors`; `messages` holds each error's message. */
export class GraphqlError extends Error {
  readonly messages: string[];
  constructor(messages: string[]) {
    super(messages.join('\n') || 'GraphQL request failed');
    this.name = 'GraphqlError';
    this.messages = messages;
  }
}

/** The request failed below GraphQL: network, HTTP status, or a body that is not JSON. */
export class GraphqlHttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'GraphqlHttpError';
    this.status = status;
  }
}

export interface GraphqlClientOptions {
  /** Defaults to /api/graphql on the same origin. */
  endpoint?: string;
  /** The session's CSRF token (null when anonymous); sent with every POST. */
  getCsrfToken: () => Promise<string | null>;
  fetch?: typeof fetch;
  /**
   * Subscriptions ride this shared live connection (live-connection.ts, shared-live.ts) instead
   * of a request each.
   */
  live?: LiveTransport;
}

export interface SubscriptionHandlers<TResult> {
  /** The data of each event. */
  next(data: TResult): void;
  /** An event carried GraphQL errors (an unknown or invisible item, a malformed id). */
  error(error: GraphqlError): void;
}

export interface RequestOptions {
  /**
   * The item of the query and those of its fields that may fail alone (a page's sidebar
   * widgets): an answer whose errors all lie in them resolves, with the failed fields recorded
   * on the item (`failedFields`, field-errors.ts). Any other error rejects, as without it.
   */
  fieldsThatMayFail?: FieldsThatMayFail;
}

export interface GraphqlClient {
  request<TResult, TVariables>(
    document: TadaDocumentNode<TResult, TVariables>,
    variables: TVariables,
    signal?: AbortSignal,
    options?: RequestOptions,
  ): Promise<TResult>;
  /**
   * Runs a subscription over Server-Sent Events until the signal aborts or the stream ends:
   * resolves 'complete' when the server ended it, 'closed' when the connection dropped; rejects
   * when it cannot be opened. Test doubles may leave it out.
   */
  subscribe?<TResult, TVariables>(
    document: TadaDocumentNode<TResult, TVariables>,
    variables: TVariables,
    handlers: SubscriptionHandlers<TResult>,
    signal: AbortSignal,
  ): Promise<'complete' | 'closed'>;
}

/** The name of the document's first operation, or undefined for an anonymous one. */
export function operationName(document: DocumentNode): string | undefined {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  }
  return undefined;
}

interface GraphqlBody {
  data?: unknown;
  errors?: GraphqlErrorEntry[];
}

function isGraphqlBody(value: unknown): value is GraphqlBody {
  return typeof value === 'object' && value !== null && ('data' in value || 'errors' in value);
}

/** Hands one subscription result to the handlers: its errors, or its data. */
function deliver<TResult>(body: unknown, handlers: SubscriptionHandlers<TResult>) {
  if (!isGraphqlBody(body)) return;
  if (body.errors?.length) {
    handlers.error(new GraphqlError(body.errors.map((e) => String(e.message ?? 'Unknown error'))));
  } else if (body.data != null) {
    handlers.next(body.data as TResult);
  }
}

/** A subscription on the shared live connection, with the per-request subscription's ends. */
function subscribeLive<TResult>(
  live: LiveTransport,
  request: { query: string; variables: unknown; operationName?: string },
  handlers: SubscriptionHandlers<TResult>,
  signal: AbortSignal,
): Promise<'complete' | 'closed'> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return resolve('closed');
    const end = (how: () => void) => () => {
      signal.removeEventListener('abort', onAbort);
      how();
    };
    const stop = live.subscribe(request, {
      next: (payload) => deliver(payload, handlers),
      complete: end(() => resolve('complete')),
      closed: end(() => resolve('closed')),
      failed: (error) => end(() => reject(error))(),
    });
    const onAbort = () => {
      stop();
      resolve('closed');
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export function createGraphqlClient(options: GraphqlClientOptions): GraphqlClient {
  const endpoint = options.endpoint ?? '/api/graphql';
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const texts = new WeakMap<DocumentNode, string>();
  const source = (document: DocumentNode) => {
    let text = texts.get(document);
    if (text === undefined) texts.set(document, (text = print(document)));
    return text;
  };

  const post = async (
    document: DocumentNode,
    variables: unknown,
    accept: string,
    signal: AbortSignal | undefined,
  ) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept };
    const csrfToken = await options.getCsrfToken();
    if (csrfToken) headers['x-csrf-token'] = csrfToken;
    return doFetch(endpoint, {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      signal,
      body: JSON.stringify({
        query: source(document),
        variables,
        operationName: operationName(document),
      }),
    });
  };

  return {
    async request(document, variables, signal, requestOptions) {
      const response = await post(
        document,
        variables,
        'application/graphql-response+json, application/json',
        signal,
      );
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new GraphqlHttpError(response.status, `Request failed (HTTP ${response.status})`);
      }
      if (!isGraphqlBody(body)) {
        const message = (body as { message?: unknown } | null)?.message;
        throw new GraphqlHttpError(
          response.status,
          typeof message === 'string' ? message : `Request failed (HTTP ${response.status})`,
        );
      }
      if (body.errors?.length) {
        const mayFail = requestOptions?.fieldsThatMayFail;
        const partial =
          mayFail && response.ok ? withFailedFields(body.data, body.errors, mayFail) : null;
        if (partial) return partial as never;
        throw new GraphqlError(body.errors.map((e) => String(e.message ?? 'Unknown error')));
      }
      if (!response.ok || body.data == null) {
        throw new GraphqlHttpError(response.status, `Request failed (HTTP ${response.status})`);
      }
      return body.data as never;
    },

    async subscribe(document, variables, handlers, signal) {
      if (options.live) {
        const request = {
          query: source(document),
          variables,
          operationName: operationName(document),
        };
        return subscribeLive(options.live, request, handlers, signal);
      }
      const response = await post(document, variables, 'text/event-stream', signal);
      const type = response.headers.get('content-type') ?? '';
      if (!type.startsWith('text/event-stream') || !response.body) {
        throw new GraphqlHttpError(response.status, `Request failed (HTTP ${response.status})`);
      }
      for await (const { event, data } of parseSse(response.body)) {
        if (event === 'complete') return 'complete';
        if (event === 'next') deliver(JSON.parse(data), handlers);
      }
      return 'closed';
    },
  };
}
