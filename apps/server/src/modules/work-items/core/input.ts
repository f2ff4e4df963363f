import type { UpdateIssueInput } from '../issues/issues.schema.ts';
import type { WorkItemRow } from './work-items.repository.ts';
import type { UpdateEpicInput } from '../epics/epics.schema.ts';
import type { InputFieldMap } from '@pothos/core';
import { idListArgument, optionalGid } from '#server/graphql/args.ts';
import type { InputFieldBuilder } from './field-builder.ts';

/**
 * Input keys a widget declares in its own folder, by module augmentation:
 * `declare module '../../core/input.ts' { interface WidgetInputs { timeEstimate: number | null } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface WidgetInputs {}

/**
 * Every widget's slice of a write, as one input: the validated issue and epic inputs (shared by
 * REST and GraphQL), with the parent resolved by the caller (it needs the viewer's reads).
 */
export type WorkItemInput = Partial<
  Omit<UpdateIssueInput, 'epicId'> & Omit<UpdateEpicInput, 'parentId'> & WidgetInputs
> & {
  /** The new parent epic, readable and checked by the caller; null removes the parent. */
  parent?: WorkItemRow | null;
  /** The iteration (database id); null removes it. */
  iterationId?: number | null;
  /** Closes an issue as promoted to this epic (database id); see issues/promote.writes.ts. */
  promotedToEpicId?: number;
  /** The version the caller read; a different current version refuses the write. */
  lockVersion?: number | null;
};

/**
 * The widgets' input from a type's validated input: its parent id (`epicId` on issues,
 * `parentId` on epics) resolved to a row by `resolve` (which checks the viewer's rights).
 */
export async function withParent<K extends 'epicId' | 'parentId'>(
  input: Partial<Record<K, number | null>> & WorkItemInput,
  key: K,
  resolve: (id: number) => Promise<WorkItemRow>,
): Promise<WorkItemInput> {
  const { [key]: parentId, ...rest } = input;
  if (parentId === undefined) return rest;
  return { ...rest, parent: parentId === null ? null : await resolve(parentId) };
}

/** Which mutation input a slice is declaring: some fields are on create or update only. */
export type InputWrite = 'create' | 'update';

/** A mutation input as the client sent it (GraphQL nulls kept). */
export type RawInput = Readonly<Record<string, unknown>>;

/**
 * A widget's GraphQL input fields on one surface (issue or epic) and their decoding into the
 * shared input. An item type composes its widgets' slices (the registry's `inputSlices`) with
 * its own (`composeInput` below), so a widget's input names live in its folder.
 */
export interface InputSlice {
  fields(t: InputFieldBuilder, write: InputWrite): InputFieldMap;
  /**
   * Writes its keys of `out` (the input so far: every given field, GraphQL nulls dropped) from
   * `input` (the mutation input as sent, nulls kept): gids to database ids, renames, and the
   * explicit nulls that clear a value. Absent: its fields pass through as they are.
   */
  decode?(input: RawInput, out: Record<string, unknown>, write: InputWrite): void;
}

/** GraphQL nulls mean "not given". */
export function withoutNulls(value: unknown): unknown {
  if (value === null) return undefined;
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value instanceof Date || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, withoutNulls(v)]),
  );
}

/**
 * A type's create and update mutation inputs from its widgets' slices and its own fields (the
 * path, title, state event, lock version): the fields of them all, and the decoding of a sent
 * input (nulls dropped, then each slice's decoding, the type's own last) for its zod schema.
 */
export function composeInput(own: InputSlice, slices: readonly InputSlice[]) {
  const all = [...slices, own];
  return {
    fields: (t: InputFieldBuilder, write: InputWrite): InputFieldMap =>
      Object.assign({}, ...all.map((s) => s.fields(t, write))),
    decode(input: RawInput, write: InputWrite): Record<string, unknown> {
      const out = { ...(withoutNulls(input) as Record<string, unknown>) };
      for (const slice of all) slice.decode?.(input, out, write);
      for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
      return out;
    },
  };
}

/** The shared input a slice decodes into. */
type Out = Record<string, unknown>;

/** `key`'s value as sent; the gid parsers check its type. */
const sent = (input: RawInput, key: string) => input[key] as never;

/** `key`'s list of global ids of these types (or plain database ids) as database ids. */
export function decodeIdList(input: RawInput, out: Out, key: string, ...types: string[]) {
  out[key] = idListArgument(`input.${key}`, sent(input, key), ...types);
}

/** `key`'s one global id of these types as its database id; an explicit null stays (it clears). */
export function decodeId(input: RawInput, out: Out, key: string, ...types: string[]) {
  out[key] = optionalGid(`input.${key}`, sent(input, key), ...types);
}

/** Keeps the explicit nulls of these keys: for them null clears the value, not "not given". */
export function keepNulls(input: RawInput, out: Out, ...keys: string[]) {
  for (const key of keys) if (input[key] === null) out[key] = null;
}
