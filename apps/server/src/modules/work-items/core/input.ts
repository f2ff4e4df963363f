import type { UpdateIssueInput } from '../issues/issues.schema.ts';
import type { WorkItemRow } from './work-items.repository.ts';
import type { UpdateEpicInput } from '../epics/epics.schema.ts';

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
