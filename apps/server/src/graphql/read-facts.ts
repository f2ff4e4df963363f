import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { createAccessCache } from '../lib/access-cache.ts';
import type { RequestContext } from '../lib/context.ts';

/**
 * Queries keep the memberships read with the viewer (auth/viewer-facts.ts); a mutation loads
 * them afresh when first needed, as before, so a write that changes them (a new group's owner)
 * is seen by the reads after it. (Subscriptions reload them for every event.)
 */
export const readFacts: Plugin = {
  onExecute({ args }) {
    if (getOperationAST(args.document, args.operationName)?.operation === 'query') return;
    const ctx = args.contextValue as Partial<RequestContext>;
    if (ctx.db && ctx.viewer) ctx.access = createAccessCache(ctx.db, ctx.viewer);
  },
};
