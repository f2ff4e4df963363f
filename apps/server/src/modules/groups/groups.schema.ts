import { z } from 'zod';
import { hasControlCharacters } from '#server/lib/text.ts';
import { paginationInput } from '#server/rest/pagination.ts';
import { accessLevelParam, boolParam, idParam, searchParam } from '#server/rest/params.ts';

const RESERVED_TOP_LEVEL = new Set([
  '-',
  'admin',
  'api',
  'assets',
  'dashboard',
  'explore',
  'groups',
  'help',
  'projects',
  'public',
  'search',
  'uploads',
  'users',
]);

/** GitLab's namespace path rule: letters, digits, `_`, `-`, `.`; no leading `-`/`.`, no `.git`. */
export const namespacePath = z
  .string()
  .min(1)
  .max(255)
  .regex(
    /^[a-zA-Z0-9_]([a-zA-Z0-9_.-]*[a-zA-Z0-9_-])?$/,
    'can contain only letters, digits, _, - and .',
  )
  .refine((p) => !/\.(git|atom)$/i.test(p), 'cannot end in .git or .atom');

export const isReservedTopLevelPath = (path: string) => RESERVED_TOP_LEVEL.has(path.toLowerCase());

export const namespaceName = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .refine(
    (n) => !n.includes('/') && !hasControlCharacters(n),
    'cannot contain / or control characters',
  );

export const visibilityParam = z.enum(['private', 'internal', 'public']);
export const groupListQuery = paginationInput.extend({
  search: searchParam.optional(),
  all_available: boolParam.optional(),
  top_level_only: boolParam.optional(),
  owned: boolParam.optional(),
  min_access_level: accessLevelParam.optional(),
  order_by: z.enum(['name', 'path', 'id']).default('name'),
  sort: z.enum(['asc', 'desc']).default('asc'),
});
export type GroupListQuery = z.infer<typeof groupListQuery>;

export const createGroupBody = z.object({
  name: namespaceName,
  path: namespacePath,
  parent_id: idParam.nullish(),
  visibility: visibilityParam.optional(),
  description: z.string().max(2000).optional(),
});
export type CreateGroupInput = z.infer<typeof createGroupBody>;

/** GraphQL arguments of the group connections. */
export const groupSearchArgs = z.object({
  search: z.string().max(255).nullish(),
});
