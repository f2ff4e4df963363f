import { at } from '#server/testing/api-client.ts';
import { dataOf, useEpicWorld } from './harness.ts';

export const s = useEpicWorld();

/** One epic of a group by iid with the given fields, as a viewer (owner by default). */
export async function epic<T = Record<string, unknown>>(
  fields: string,
  opts: { iid?: number; group?: string; token?: string | null } = {},
): Promise<T> {
  const token = opts.token === null ? undefined : (opts.token ?? s.w.people.owner.token);
  const query = `{ group(fullPath: "${opts.group ?? 'acme'}") { epic(iid: "${opts.iid ?? 1}") { ${fields} } } }`;
  return at<T>(dataOf(await s.api.gql(query, {}, token)), 'group.epic');
}
