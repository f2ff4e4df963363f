/** Password of every demo (and synthetic) user. */
export const DEMO_PASSWORD = 'cairn-demo';

/** Demo users: one per role on the root group, an outsider, and a few more for variety. */
export interface DemoUser {
  username: string;
  name: string;
  /** Shown in the start-up log. */
  role: string;
  /** Memberships as [group path relative to the root ('' = root), access level]. */
  memberships: readonly (readonly [string, number])[];
  /** Works on items (assignee, author) — guests and outsiders only react. */
  contributor: boolean;
  /** Account state; default active. A banned author's items show a 'Hidden' badge. */
  state?: 'banned';
}

export const ACCESS = {
  guest: 10,
  reporter: 20,
  developer: 30,
  maintainer: 40,
  owner: 50,
} as const;

export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'owner',
    name: 'Olivia Owner',
    role: 'owner',
    memberships: [['', ACCESS.owner]],
    contributor: true,
  },
  {
    username: 'maintainer',
    name: 'Mateo Maintainer',
    role: 'maintainer',
    memberships: [['', ACCESS.maintainer]],
    contributor: true,
  },
  {
    username: 'developer',
    name: 'Dana Developer',
    role: 'developer',
    memberships: [['', ACCESS.developer]],
    contributor: true,
  },
  {
    username: 'reporter',
    name: 'Riley Reporter',
    role: 'reporter',
    memberships: [['', ACCESS.reporter]],
    contributor: false,
  },
  {
    username: 'guest',
    name: 'Grace Guest',
    role: 'guest',
    memberships: [['', ACCESS.guest]],
    contributor: false,
  },
  {
    username: 'outsider',
    name: 'Oscar Outsider',
    role: 'no membership',
    memberships: [],
    contributor: false,
  },
  {
    username: 'alex',
    name: 'Alex Chen',
    role: 'developer',
    memberships: [['', ACCESS.developer]],
    contributor: true,
  },
  {
    username: 'priya',
    name: 'Priya Natarajan',
    role: 'developer',
    memberships: [
      ['', ACCESS.developer],
      ['platform', ACCESS.maintainer],
    ],
    contributor: true,
  },
  {
    username: 'sam',
    name: 'Sam Okafor',
    role: 'developer (acme/mobile)',
    memberships: [['mobile', ACCESS.developer]],
    contributor: true,
  },
  {
    username: 'mei',
    name: 'Mei Tanaka',
    role: 'maintainer (acme/secret-lab)',
    memberships: [['secret-lab', ACCESS.maintainer]],
    contributor: true,
  },
  // Last, so that the users above keep their ids; no membership, so no random item picks them.
  {
    username: 'spammer',
    name: 'Spencer Spammer',
    role: 'banned, cannot sign in',
    memberships: [],
    contributor: false,
    state: 'banned',
  },
];
