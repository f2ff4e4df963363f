import { describe, expect, it, vi } from 'vitest';
import { createGraphqlClient, GraphqlError, GraphqlHttpError } from './client.ts';
import { failedFields } from './field-errors.ts';
import { graphql } from './graphql.ts';

const query = graphql(`
  query ClientTestGroup($fullPath: ID!) {
    group(fullPath: $fullPath) {
      name
    }
  }
`);

function respond(status: number, body: unknown) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  });
}

describe('createGraphqlClient', () => {
  it('posts the printed document, variables, operation name and CSRF token', async () => {
    const fetch = respond(200, { data: { group: { name: 'Acme' } } });
    const client = createGraphqlClient({ fetch, getCsrfToken: async () => 'token-1' });
    await expect(client.request(query, { fullPath: 'acme' })).resolves.toEqual({
      group: { name: 'Acme' },
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/graphql');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['x-csrf-token']).toBe('token-1');
    const body = JSON.parse(String(init?.body));
    expect(body.operationName).toBe('ClientTestGroup');
    expect(body.variables).toEqual({ fullPath: 'acme' });
    expect(body.query).toContain('group(fullPath: $fullPath)');
  });

  it('sends no CSRF header when anonymous', async () => {
    const fetch = respond(200, { data: { group: null } });
    const client = createGraphqlClient({ fetch, getCsrfToken: async () => null });
    await expect(client.request(query, { fullPath: 'x' })).resolves.toEqual({ group: null });
    const headers = fetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['x-csrf-token']).toBeUndefined();
  });

  it('throws GraphqlError with every message when the body has errors', async () => {
    const fetch = respond(200, { data: null, errors: [{ message: 'one' }, { message: 'two' }] });
    const client = createGraphqlClient({ fetch, getCsrfToken: async () => null });
    const error = await client.request(query, { fullPath: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphqlError);
    expect((error as GraphqlError).messages).toEqual(['one', 'two']);
  });

  it('throws GraphqlHttpError with the server message for non-GraphQL failures', async () => {
    const forbidden = respond(403, { message: '403 Forbidden - CSRF token verification failed' });
    const client = createGraphqlClient({ fetch: forbidden, getCsrfToken: async () => 'stale' });
    const error = await client.request(query, { fullPath: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphqlHttpError);
    expect((error as GraphqlHttpError).status).toBe(403);
    expect((error as Error).message).toContain('CSRF');

    const broken = createGraphqlClient({
      fetch: respond(502, '<html>bad gateway</html>'),
      getCsrfToken: async () => null,
    });
    await expect(broken.request(query, { fullPath: 'x' })).rejects.toThrow('HTTP 502');
  });

  describe('fields that may fail alone', () => {
    const itemQuery = graphql(`
      query ClientTestEpic($fullPath: ID!) {
        group(fullPath: $fullPath) {
          epic(iid: "1") {
            title
            color
            ancestors {
              nodes {
                title
              }
            }
          }
        }
      }
    `);
    const mayFail = { item: ['group', 'epic'], fields: ['color', 'ancestors'] };
    const answer = (
      errors: unknown[],
      epic: unknown = { title: 'E', color: null, ancestors: null },
    ) =>
      createGraphqlClient({
        fetch: respond(200, { data: { group: { epic } }, errors }),
        getCsrfToken: async () => null,
      });
    const failure = (path: (string | number)[]) => ({ message: 'Unexpected error.', path });

    it('resolves an answer whose errors lie in the named fields, and records which failed', async () => {
      const client = answer([
        failure(['group', 'epic', 'color']),
        failure(['group', 'epic', 'ancestors', 'nodes', 0, 'title']),
      ]);
      const data = await client.request(itemQuery, { fullPath: 'g' }, undefined, {
        fieldsThatMayFail: mayFail,
      });
      expect(data.group?.epic?.title).toBe('E');
      expect([...failedFields(data.group?.epic)]).toEqual(['color', 'ancestors']);
    });

    it('rejects an error in another field, above the item, or without a path, and any error without the option', async () => {
      const cases = [
        [failure(['group', 'epic', 'title'])],
        [failure(['group'])],
        [{ message: 'Syntax Error' }],
      ];
      for (const errors of cases) {
        const request = answer(errors).request(itemQuery, { fullPath: 'g' }, undefined, {
          fieldsThatMayFail: mayFail,
        });
        await expect(request).rejects.toBeInstanceOf(GraphqlError);
      }
      const plain = answer([failure(['group', 'epic', 'color'])]).request(itemQuery, {
        fullPath: 'g',
      });
      await expect(plain).rejects.toBeInstanceOf(GraphqlError);
    });

    it('rejects when the item itself is null (a failed non-null field nulled it)', async () => {
      const request = answer([failure(['group', 'epic', 'color'])], null).request(
        itemQuery,
        { fullPath: 'g' },
        undefined,
        { fieldsThatMayFail: mayFail },
      );
      await expect(request).rejects.toBeInstanceOf(GraphqlError);
    });
  });
});
