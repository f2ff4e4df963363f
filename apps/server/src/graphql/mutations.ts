import { builder } from './builder.ts';

let registered = 0;

/** Registers a root mutation field; the Mutation type exists once any module adds one. */
export const mutationField: typeof builder.mutationField = (...args) => {
  registered += 1;
  return builder.mutationField(...args);
};

/** Called by schema.ts after every module is imported. */
export function finishMutationType() {
  if (registered > 0) builder.mutationType({});
}
