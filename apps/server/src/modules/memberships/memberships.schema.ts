import { z } from 'zod';
import { paginationInput } from '#server/rest/pagination.ts';
import { accessLevelParam, idParam, searchParam } from '#server/rest/params.ts';

export const memberListQuery = paginationInput.extend({ query: searchParam.optional() });
export type MemberListQuery = z.infer<typeof memberListQuery>;

export const addMemberBody = z.object({
  user_id: idParam,
  access_level: accessLevelParam,
});
export type AddMemberInput = z.infer<typeof addMemberBody>;

/** `PUT …/members/:user_id`; GitLab's `expires_at` and `member_role_id` are not stored here. */
export const updateMemberBody = z.object({ access_level: accessLevelParam });
export type UpdateMemberInput = z.infer<typeof updateMemberBody>;
