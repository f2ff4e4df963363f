import { z } from 'zod';
import { paginationInput } from '#server/rest/pagination.ts';
import { boolParam, integerParam, searchParam } from '#server/rest/params.ts';

export const LABEL_TITLE_MAX = 255;
export const LABEL_DESCRIPTION_MAX = 65_535;

export const labelListQuery = paginationInput.extend({
  with_counts: boolParam.default(false),
  include_ancestor_groups: boolParam.default(true),
  include_descendant_groups: boolParam.default(false),
  only_group_labels: boolParam.default(true),
  search: searchParam.optional(),
});
export type LabelListQuery = z.infer<typeof labelListQuery>;

/**
 * GitLab's label priority: an integer from 0 (lower sorts first); null or blank clears it
 * (Grape's `allow_blank`).
 */
const priorityParam = z.preprocess((v) => (v === '' ? null : v), integerParam(0).nullish());

/** REST create: GitLab requires name and color. Title rules are checked by the service. */
export const createLabelBody = z.object({
  name: z.string().max(1000),
  color: z.string().max(100),
  description: z.string().max(LABEL_DESCRIPTION_MAX).nullish(),
  priority: priorityParam,
});

/**
 * REST update. `PUT …/labels` (no id in the path) names the label by `label_id` or `name`,
 * exactly one of them, as GitLab's older route still does.
 */
export const updateLabelBody = z.object({
  label_id: integerParam(1).optional(),
  name: z.string().max(1000).optional(),
  new_name: z.string().max(1000).optional(),
  color: z.string().max(100).optional(),
  description: z.string().max(LABEL_DESCRIPTION_MAX).nullish(),
  priority: priorityParam,
});
export type UpdateLabelBody = z.infer<typeof updateLabelBody>;

/** REST `DELETE …/labels` (no id in the path): the label by `label_id` or `name`. */
export const labelRefBody = updateLabelBody.pick({ label_id: true, name: true });

/** GitLab's group labels.json web endpoint. */
export const labelsWebQuery = z.object({
  only_group_labels: boolParam.default(true),
  include_ancestor_groups: boolParam.default(true),
  include_descendant_groups: boolParam.default(false),
  search: searchParam.optional(),
});

/** GraphQL arguments of Group.labels / Project.labels. */
export const labelArgs = z.object({
  searchTerm: z.string().max(255).nullish(),
  title: z.string().max(255).nullish(),
});

/** labelCreate arguments that are errors of the request rather than of the label. */
export const labelCreateArgs = z.object({
  title: z.string().max(10_000),
  color: z.string().max(100).nullish(),
  description: z.string().max(1_000_000).nullish(),
  groupPath: z.string().max(1024).nullish(),
  projectPath: z.string().max(1024).nullish(),
});
