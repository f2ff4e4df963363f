import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { workItems } from '@cairn/db';
import { at } from '#server/testing/api-client.ts';
import type { useEpicWorld } from './harness.ts';

type World = ReturnType<typeof useEpicWorld>;
type Json = Record<string, unknown>;

/** Helpers over one test file's world; writes go as the planner unless a token (or null) is given. */
export function worldHelpers(s: World) {
  const tokenOf = (token?: string | null) =>
    token === null ? undefined : (token ?? s.w.people.planner.token);

  /** Runs mutation `name` with `input`, returning the response and its payload. */
  async function mutation<T = Json>(
    name: string,
    input: Json,
    fields: string,
    token?: string | null,
  ) {
    const query = `mutation($input: ${name[0]!.toUpperCase() + name.slice(1)}Input!) { ${name}(input: $input) { errors ${fields} } }`;
    const res = await s.api.gql(query, { input }, tokenOf(token));
    return { res, payload: at<T & { errors: string[] }>(res.data, name) };
  }

  /** Runs a mutation that must succeed: its payload, once its `errors` are checked empty. */
  async function saved<T = Json>(name: string, input: Json, fields: string, token?: string | null) {
    const { payload } = await mutation<T>(name, input, fields, token);
    expect(payload.errors).toEqual([]);
    return payload;
  }

  /** The stored row of an epic by iid (of `acme` unless told). */
  async function epicRow(iid: number, group = s.w.groups.acme) {
    const rows = await s.t.db.db
      .select()
      .from(workItems)
      .where(eq(workItems.namespaceId, group.id));
    return rows.find((r) => r.iid === iid)!;
  }

  /** A REST write. */
  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: Json,
    token?: string | null,
  ) => s.api.rest(method, url, { body, token: tokenOf(token) });

  /** A REST read, as the owner unless a token (or null: anonymous) is given. */
  const get = (url: string, token?: string | null) =>
    s.api.rest('GET', url, {
      token: token === null ? undefined : (token ?? s.w.people.owner.token),
    });

  /** A REST create that must answer 201; returns the created resource. */
  async function create(url: string, body: Json, token?: string | null) {
    const res = await send('POST', url, body, token);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Json>();
  }

  return { mutation, saved, epicRow, send, get, create };
}

/** The titles of a REST list, in order. */
export const titles = (body: unknown) => (body as { title: string }[]).map((e) => e.title);
