import { ACCESS_LEVEL } from './access-levels.ts';

/** The viewer's member-management flags on one group or project. */
export interface MemberAdminFlags {
  /** adminGroup on a group, adminProject on a project. */
  readonly adminMembers: boolean;
  readonly manageOwners: boolean;
}

/**
 * GitLab's member policy (ProjectMemberPolicy, GroupMemberPolicy): whoever manages members may
 * add, change and remove them, except that a member whose role is Owner, and the Owner role
 * itself, need manageOwners. So a project maintainer cannot remove or demote a project owner.
 * `from` is the member's current level (null when adding), `to` the new one (null when removing).
 * — modules/memberships/memberships.integration-test.ts
 */
export function canChangeMember(
  flags: MemberAdminFlags,
  from: number | null,
  to: number | null,
): boolean {
  if (!flags.adminMembers) return false;
  const touchesOwner = (from ?? 0) >= ACCESS_LEVEL.owner || (to ?? 0) >= ACCESS_LEVEL.owner;
  return !touchesOwner || flags.manageOwners;
}
