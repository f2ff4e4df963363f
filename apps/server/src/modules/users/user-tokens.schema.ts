import { z } from 'zod';
import { paginationInput } from '#server/rest/pagination.ts';
import { isoDateParam } from '#server/rest/params.ts';

/** GitLab's message for a scope it does not know (here: anything but `api` and `read_api`). */
export const INVALID_SCOPES_MESSAGE = 'scopes does not have a valid value';

/** POST /users/:id/personal_access_tokens and /users/:id/impersonation_tokens */
export const createTokenBody = z.object({
  name: z.string().trim().min(1).max(255),
  description: z.string().max(255).nullish(),
  scopes: z.array(z.string().max(100)).min(1).max(20),
  expires_at: isoDateParam.nullish(),
});
export type CreateTokenInput = z.infer<typeof createTokenBody>;

/** GET /users/:id/impersonation_tokens */
export const tokenListQuery = paginationInput.extend({
  state: z.enum(['all', 'active', 'inactive']).default('all'),
});
export type TokenListQuery = z.infer<typeof tokenListQuery>;
