import { z } from 'zod';
import { paginationInput } from '#server/rest/pagination.ts';
import { accessLevelParam, boolParam, idParam, searchParam } from '#server/rest/params.ts';
import { namespaceName, namespacePath, visibilityParam } from '../groups/groups.schema.ts';

export const projectListQuery = paginationInput.extend({
  search: searchParam.optional(),
  membership: boolParam.optional(),
  owned: boolParam.optional(),
  min_access_level: accessLevelParam.optional(),
  visibility: visibilityParam.optional(),
  include_subgroups: boolParam.optional(),
  order_by: z
    .enum(['id', 'name', 'path', 'created_at', 'updated_at', 'last_activity_at'])
    .default('created_at'),
  sort: z.enum(['asc', 'desc']).default('desc'),
});
export type ProjectListQuery = z.infer<typeof projectListQuery>;

export const createProjectBody = z.object({
  name: namespaceName.optional(),
  path: namespacePath.optional(),
  namespace_id: idParam,
  visibility: visibilityParam.optional(),
  description: z.string().max(2000).optional(),
  issues_enabled: boolParam.optional(),
});
export type CreateProjectInput = z.infer<typeof createProjectBody>;

/** GitLab derives a missing path from the name ("My App" -> "my-app"). */
export const pathFromName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .replace(/\.(git|atom)$/, '');
