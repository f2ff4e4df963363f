import { z } from 'zod';
import { paginationInput } from '#server/rest/pagination.ts';
import { boolParam, searchParam } from '#server/rest/params.ts';

export const USERNAME = /^[A-Za-z0-9_.][A-Za-z0-9_.-]{0,254}$/;

export const userListQuery = paginationInput.extend({
  username: z.string().max(255).optional(),
  search: searchParam.optional(),
  active: boolParam.optional(),
  blocked: boolParam.optional(),
  order_by: z.enum(['id', 'name', 'username', 'created_at', 'updated_at']).default('id'),
  sort: z.enum(['asc', 'desc']).default('desc'),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const createUserBody = z.object({
  email: z.email().max(255),
  username: z.string().max(255).regex(USERNAME, 'can contain only letters, digits, _, - and .'),
  name: z.string().trim().min(1).max(255),
  password: z.string().min(8).max(128).optional(),
  admin: boolParam.optional(),
  skip_confirmation: boolParam.optional(),
  reset_password: boolParam.optional(),
});
export type CreateUserInput = z.infer<typeof createUserBody>;

/** GET /-/autocomplete/users.json */
export const autocompleteQuery = z.object({
  search: z.string().max(255).optional(),
  group_id: z.string().min(1).max(1024).optional(),
  project_id: z.string().min(1).max(1024).optional(),
  current_user: boolParam.optional(),
});

export const autocompleteArgs = z.object({ search: z.string().max(255).nullish() });

/** GitLab's autocomplete limit. */
export const AUTOCOMPLETE_LIMIT = 20;
