import type { ObjectFieldsShape, ObjectRef } from '@pothos/core';
import type { RequestContext } from '#server/lib/context.ts';
import { builder } from '#server/graphql/builder.ts';
import { itemIsHidden } from './work-items.loaders.ts';
import type { WorkItemRow } from './work-items.repository.ts';

/** The Pothos field builder of a work-item object (Epic, Issue, EpicIssue, WorkItem). */
export type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
export type ItemFieldBuilder = PothosSchemaTypes.ObjectFieldBuilder<Types, WorkItemRow>;

/** One non-null Boolean field per permission flag, named as the flag. */
export function flagFields<P extends object>(
  t: PothosSchemaTypes.ObjectFieldBuilder<Types, P>,
  names: readonly (keyof P & string)[],
) {
  return Object.fromEntries(
    names.map((name) => [name, t.boolean({ nullable: false, resolve: (p) => Boolean(p[name]) })]),
  );
}

/** The social flags every work item's permissions answer (to-dos, subscriptions, abuse reports). */
export const SOCIAL_FLAGS = ['createTodo', 'updateSubscription', 'canReportAbuse'] as const;

/**
 * A viewer's permissions object (EpicPermissions, IssuePermissions): the fields `extra` adds,
 * then one non-null Boolean per flag, the social flags last.
 */
export function permissionsType<P extends Record<(typeof SOCIAL_FLAGS)[number], boolean>>(
  name: string,
  description: string,
  flags: readonly (keyof P & string)[],
  extra?: ObjectFieldsShape<Types, P>,
) {
  const ref = builder.objectRef<P>(name);
  ref.implement({
    description,
    fields: (t) => ({ ...extra?.(t), ...flagFields(t, [...flags, ...SOCIAL_FLAGS]) }),
  });
  return ref;
}

/** Nullable Int fields read from the parent's properties: `{ field name: property }`. */
export function intFields<P extends object>(
  t: PothosSchemaTypes.ObjectFieldBuilder<Types, P>,
  fields: Readonly<Record<string, keyof P & string>>,
) {
  return Object.fromEntries(
    Object.entries(fields).map(([name, key]) => [
      name,
      t.int({ resolve: (p) => p[key] as number | null }),
    ]),
  );
}

/** The Pothos builder of an input object's fields (mutation inputs). */
export type InputFieldBuilder = PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>;

/** `hidden`: the item's author is banned or it was submitted as spam (`noun`: what it is called). */
export const hiddenField = (t: ItemFieldBuilder, noun: 'work item' | 'issue') =>
  t.boolean({
    nullable: false,
    description: `Indicates the ${noun} is hidden because its author has been banned or it was submitted as spam.`,
    resolve: (w, _a, ctx) => itemIsHidden(ctx, w),
  });

/**
 * A reference to what a namespace owns (the milestone, the iteration), which the viewer may not
 * be able to read: then it is null, and `<name>Hidden` says one is set, without its title or id
 * (hidden-metadata.integration-test.ts). `owner` names who owns it, for the field's description.
 */
export function withheldRefFields(
  t: ItemFieldBuilder,
  name: 'milestone' | 'iteration',
  type: ObjectRef<Types, object>,
  read: (ctx: RequestContext, id: number | null) => Promise<object | null>,
  owner: string,
) {
  const idOf = (w: WorkItemRow) => (name === 'milestone' ? w.milestoneId : w.iterationId);
  const article = name === 'iteration' ? 'An' : 'A';
  return {
    [name]: t.field({
      type,
      description: `The ${name}, when the viewer may read ${owner} that owns it.`,
      resolve: (w, _a, ctx) => read(ctx, idOf(w)),
    }),
    [`${name}Hidden`]: t.boolean({
      nullable: false,
      description: `${article} ${name} is set that the viewer may not read (its title and id withheld).`,
      resolve: async (w, _a, ctx) => idOf(w) !== null && (await read(ctx, idOf(w))) === null,
    }),
  };
}
