import type { Database } from '@cairn/db';
import { fixtures, type NamespaceRow, type Role, type UserRow } from './fixtures.ts';

export interface Persona {
  user: UserRow;
  token: string;
}

/**
 * A small workspace for namespace-level tests:
 *
 *   acme (public)                      owner, maintainer, developer, reporter, guest on acme
 *   ├── acme/platform (internal)
 *   │   ├── acme/platform/mobile (internal)
 *   │   └── acme/platform/api (project, internal)
 *   ├── acme/secret (private)          secretGuest is a guest here only
 *   │   └── acme/secret/vault (project, private)
 *   └── acme/web (project, public)
 *   other (private)                    otherOwner only
 *
 * plus outsider (signed in, no membership) and admin.
 */
export async function namespaceWorld(db: Database) {
  const f = fixtures(db);
  const acme = await f.group({ path: 'acme', visibility: 'public' });
  const platform = await f.group({ path: 'platform', parent: acme, visibility: 'internal' });
  const mobile = await f.group({ path: 'mobile', parent: platform, visibility: 'internal' });
  const secret = await f.group({ path: 'secret', parent: acme, visibility: 'private' });
  const other = await f.group({ path: 'other', visibility: 'private' });
  const web = await f.project({ path: 'web', group: acme, visibility: 'public' });
  const api = await f.project({ path: 'api', group: platform, visibility: 'internal' });
  const vault = await f.project({ path: 'vault', group: secret, visibility: 'private' });

  const persona = async (username: string, opts: { isAdmin?: boolean } = {}): Promise<Persona> => {
    const user = await f.user({ username, ...opts });
    return { user, token: await f.token(user) };
  };
  const member = async (username: string, ns: NamespaceRow, role: Role) => {
    const p = await persona(username);
    await f.member(ns, p.user, role);
    return p;
  };

  const people = {
    owner: await member('owner', acme, 'owner'),
    maintainer: await member('maintainer', acme, 'maintainer'),
    developer: await member('developer', acme, 'developer'),
    reporter: await member('reporter', acme, 'reporter'),
    guest: await member('guest', acme, 'guest'),
    secretGuest: await member('secretguest', secret, 'guest'),
    otherOwner: await member('otherowner', other, 'owner'),
    outsider: await persona('outsider'),
    admin: await persona('admin', { isAdmin: true }),
  };
  return {
    db,
    f,
    groups: { acme, platform, mobile, secret, other },
    projects: { web, api, vault },
    people,
  };
}

export type NamespaceWorld = Awaited<ReturnType<typeof namespaceWorld>>;
