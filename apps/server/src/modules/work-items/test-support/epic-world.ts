import type { Database } from '@cairn/db';
import {
  fixtures,
  type EpicFixture,
  type NamespaceRow,
  type UserRow,
} from '#server/testing/fixtures.ts';
import { recomputeEpicDates } from '@cairn/db';

export interface Person {
  user: UserRow;
  token: string;
}

const at = (day: number) => new Date(Date.UTC(2026, 0, day, 12));

/**
 * The epic test workspace:
 *
 *   acme (public)          owner (owner), planner (planner), reporter, guest; outsider; admin
 *   ├── acme/sub (public)
 *   │   ├── acme/sub/deep (public)
 *   │   └── acme/sub/app (project, public)
 *   ├── acme/priv (private)          privGuest is a guest here only
 *   │   └── acme/priv/vault (project, private)
 *   └── acme/web (project, public)
 *   other (public)
 *
 * Epics (created on consecutive days in this order; dates are fixed unless noted):
 *   acme&1 Alpha      2026-01-01..2026-03-31  ~bug, by owner
 *   acme&2 Beta       2026-02-01..2026-02-28  child of Alpha, ~"priority::high"
 *   acme&3 Charlie    inherited (milestone M2 of its issue)  child of Beta
 *   acme&4 Delta      undated, closed, ~Feature
 *   acme&5 Echo       start 2026-05-01 only, confidential, by author (a non-member)
 *   sub&1  Foxtrot    due 2026-04-15 only, by planner, ~bug ~Feature
 *   deep&1 Golf       2025-06-01..2025-12-31
 *   priv&1 Hotel      2026-01-01..2026-12-31
 *   other&1 India     2026-01-01..2026-01-31
 * Issues: web#1 in Beta (weight 3, on track, M1), web#2 in Beta (weight 5, closed),
 *   app#1 in Charlie (weight 2, at risk, M2), vault#1 in Alpha (weight 7, needs attention).
 * Links: Alpha blocks Foxtrot; Echo blocks Alpha; web#1 relates to Delta. Reactions: owner
 * 👍 on Alpha, 🚀 on Beta.
 */
export async function epicWorld(db: Database) {
  const f = fixtures(db);
  const person = async (username: string, opts: { isAdmin?: boolean } = {}): Promise<Person> => {
    const user = await f.user({ username, ...opts });
    return { user, token: await f.token(user) };
  };
  const acme = await f.group({ path: 'acme', visibility: 'public' });
  const sub = await f.group({ path: 'sub', parent: acme, visibility: 'public' });
  const deep = await f.group({ path: 'deep', parent: sub, visibility: 'public' });
  const priv = await f.group({ path: 'priv', parent: acme, visibility: 'private' });
  const other = await f.group({ path: 'other', visibility: 'public' });
  const web = await f.project({ path: 'web', group: acme, visibility: 'public' });
  const app = await f.project({ path: 'app', group: sub, visibility: 'public' });
  const vault = await f.project({ path: 'vault', group: priv, visibility: 'private' });

  const people = {
    owner: await person('owner'),
    planner: await person('planner'),
    reporter: await person('reporter'),
    guest: await person('guest'),
    privGuest: await person('privguest'),
    outsider: await person('outsider'),
    author: await person('author'),
    admin: await person('admin', { isAdmin: true }),
  };
  await f.member(acme, people.owner.user, 'owner');
  await f.member(acme, people.planner.user, 'planner');
  await f.member(acme, people.reporter.user, 'reporter');
  await f.member(acme, people.guest.user, 'guest');
  await f.member(priv, people.privGuest.user, 'guest');

  const labels = {
    bug: await f.label(acme, 'bug', '#d9534f'),
    high: await f.label(acme, 'priority::high', '#ffffff'),
    feature: await f.label(acme, 'Feature', '#5cb85c'),
  };
  const m1 = await f.milestone(acme, {
    title: 'M1',
    startDate: '2026-01-10',
    dueDate: '2026-02-15',
  });
  const m2 = await f.milestone(web, {
    title: 'M2',
    startDate: '2026-03-01',
    dueDate: '2026-06-30',
  });

  // One epic a day, in the order of the table above, by the owner unless noted.
  let day = 0;
  const epic = (group: NamespaceRow, opts: EpicFixture) =>
    f.epic(group, { author: people.owner.user, createdAt: at(++day), ...opts });
  const alpha = await epic(acme, {
    title: 'Alpha',
    startDate: '2026-01-01',
    dueDate: '2026-03-31',
    labels: [labels.bug],
  });
  const beta = await epic(acme, {
    title: 'Beta',
    startDate: '2026-02-01',
    dueDate: '2026-02-28',
    parent: alpha,
    labels: [labels.high],
  });
  const charlie = await epic(acme, {
    title: 'charlie',
    parent: beta,
    description: 'Inherits its dates',
  });
  const delta = await epic(acme, { title: 'Delta', state: 'closed', labels: [labels.feature] });
  const echo = await epic(acme, {
    title: 'Echo',
    startDate: '2026-05-01',
    confidential: true,
    author: people.author.user,
  });
  const foxtrot = await epic(sub, {
    title: 'Foxtrot',
    dueDate: '2026-04-15',
    author: people.planner.user,
    labels: [labels.bug, labels.feature],
    description: 'searchable needle here',
  });
  const golf = await epic(deep, { title: 'Golf', startDate: '2025-06-01', dueDate: '2025-12-31' });
  const hotel = await epic(priv, {
    title: 'Hotel',
    startDate: '2026-01-01',
    dueDate: '2026-12-31',
  });
  const india = await epic(other, {
    title: 'India',
    startDate: '2026-01-01',
    dueDate: '2026-01-31',
  });

  const issues = {
    web1: await f.issue(web, {
      title: 'Web one',
      epic: beta,
      weight: 3,
      healthStatus: 'on_track',
      milestone: m1,
    }),
    web2: await f.issue(web, { title: 'Web two', epic: beta, weight: 5, state: 'closed' }),
    app1: await f.issue(app, {
      title: 'App one',
      epic: charlie,
      weight: 2,
      healthStatus: 'at_risk',
      milestone: m2,
    }),
    vault1: await f.issue(vault, {
      title: 'Vault one',
      epic: alpha,
      weight: 7,
      healthStatus: 'needs_attention',
    }),
  };
  await f.link(alpha, foxtrot, 'blocks');
  await f.link(echo, alpha, 'blocks');
  await f.link(issues.web1, delta, 'relates_to');
  await f.award(alpha, people.owner.user, 'thumbsup');
  await f.award(beta, people.owner.user, 'rocket');
  await recomputeEpicDates(db);

  return {
    f,
    people,
    groups: { acme, sub, deep, priv, other },
    projects: { web, app, vault },
    labels,
    milestones: { m1, m2 },
    epics: { alpha, beta, charlie, delta, echo, foxtrot, golf, hotel, india },
    issues,
  };
}

export type EpicWorld = Awaited<ReturnType<typeof epicWorld>>;
