import { z } from 'zod';
import { color, dbId, description, isoDate, labelIds, names } from '../core/work-items.schema.ts';
import { writeInputs } from '../registry/write-inputs.ts';

/** An epic's create and update inputs (REST and GraphQL validate with them). */
const epicFields = {
  description: description.nullish(),
  confidential: z.boolean().nullish(),
  color: color.nullish(),
  addLabelIds: labelIds.nullish(),
  addLabels: names.nullish(),
  startDateFixed: isoDate.nullish(),
  dueDateFixed: isoDate.nullish(),
  startDateIsFixed: z.boolean().nullish(),
  dueDateIsFixed: z.boolean().nullish(),
  /** The parent epic's database id; null removes the parent. */
  parentId: dbId.nullish(),
};

export const { create: createEpicInput, update: updateEpicInput } = writeInputs(epicFields, {
  removeLabelIds: labelIds.nullish(),
  removeLabels: names.nullish(),
  /** REST `labels`: replaces every label. */
  labels: names.nullish(),
});
export type CreateEpicInput = z.infer<typeof createEpicInput>;
export type UpdateEpicInput = z.infer<typeof updateEpicInput>;
