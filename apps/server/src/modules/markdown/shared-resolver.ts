import { memoize, type RequestContext } from '#server/lib/context.ts';
import { batchLoader } from '#server/lib/request-loader.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { createReferenceResolver } from './reference-resolver.ts';
import type { ReferenceResolver } from './types.ts';

type Method<A, R> = (args: A[]) => Promise<Map<string, R>>;

/**
 * Wraps one resolver method in a DataLoader: the references of every document resolved in the
 * same tick go to the database in one query per kind, and a reference is looked up once per
 * request (a page of 100 descriptions costs a handful of queries, not 100 per kind).
 */
function batched<A, R>(method: Method<A, R>, keyOf: (a: A) => string): Method<A, R> {
  const loader = batchLoader<A, R | null>(async (args) => {
    const found = await method([...args]);
    return args.map((a) => found.get(keyOf(a)) ?? null);
  }, keyOf);
  return async (args) => {
    const values = await loader.loadMany(args);
    const out = new Map<string, R>();
    args.forEach((a, i) => {
      const value = values[i];
      if (value instanceof Error) throw value;
      if (value != null) out.set(keyOf(a), value);
    });
    return out;
  };
}

/**
 * The reference resolver for documents written in `ns`, shared by the whole request (same
 * viewer, same answers), with lookups batched across documents.
 */
export function sharedReferenceResolver(ctx: RequestContext, ns: NamespaceRow): ReferenceResolver {
  return memoize(ctx, `markdown:resolver:${ns.id}`, () => {
    const plain = createReferenceResolver(ctx, ns);
    const name = (s: string) => s;
    return {
      issues: batched(plain.issues, (r) => `${r.projectPath ?? ''}#${r.iid}`),
      epics: batched(plain.epics, (r) => `${r.groupPath ?? ''}&${r.iid}`),
      labels: batched(plain.labels, name),
      milestones: batched(plain.milestones, name),
      users: batched(plain.users, name),
    };
  });
}
