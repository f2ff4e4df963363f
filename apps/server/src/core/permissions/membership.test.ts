import { describe, expect, it } from 'vitest';
import { ACCESS_LEVEL } from './access-levels.ts';
import { canChangeMember } from './membership.ts';

const { guest, developer, maintainer, owner } = ACCESS_LEVEL;
const maintainerFlags = { adminMembers: true, manageOwners: false };
const ownerFlags = { adminMembers: true, manageOwners: true };

describe('canChangeMember', () => {
  it('lets a member admin add, change and remove members below Owner', () => {
    expect(canChangeMember(maintainerFlags, null, developer)).toBe(true);
    expect(canChangeMember(maintainerFlags, developer, maintainer)).toBe(true);
    expect(canChangeMember(maintainerFlags, maintainer, null)).toBe(true);
  });

  it('keeps owners, and the Owner role, to those who manage owners', () => {
    expect(canChangeMember(maintainerFlags, owner, null)).toBe(false);
    expect(canChangeMember(maintainerFlags, owner, guest)).toBe(false);
    expect(canChangeMember(maintainerFlags, developer, owner)).toBe(false);
    expect(canChangeMember(maintainerFlags, null, owner)).toBe(false);
    expect(canChangeMember(ownerFlags, owner, null)).toBe(true);
    expect(canChangeMember(ownerFlags, owner, guest)).toBe(true);
  });

  it('refuses everything to those who do not manage members', () => {
    expect(canChangeMember({ adminMembers: false, manageOwners: true }, guest, null)).toBe(false);
  });
});
