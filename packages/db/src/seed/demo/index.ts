import type { Database } from '../../client.ts';
import { recomputeEpicDates } from '../../rollups/epic-dates.ts';
import { parseDay } from '../dates.ts';
import { createPrng } from '../prng.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './people.ts';
import { planDemo } from './plan.ts';
import { ROOT_GROUP } from './structure.ts';
import { writeDemoTemplates } from './templates.ts';
import { writeDemo } from './write.ts';

export { DEMO_PASSWORD };
/** The demo is the same on every run for a given `today`. */
const DEMO_SEED = 20_240_601;

export interface DemoSeedOptions {
  /** YYYY-MM-DD; every date in the demo is relative to it. */
  today: string;
  hashPassword: (password: string) => Promise<string>;
  log: (line: string) => void;
}

export interface DemoSeedResult {
  rootGroupPath: string;
  users: { username: string; role: string }[];
}

/**
 * Creates the demo workspace (group `acme`, its subgroups and projects, ~60 epics, ~300 issues,
 * milestones, labels, links, emoji, issue templates and one user per role) in one transaction.
 */
export async function seedDemoWorkspace(
  db: Database,
  options: DemoSeedOptions,
): Promise<DemoSeedResult> {
  const started = performance.now();
  const plan = planDemo(createPrng(DEMO_SEED), parseDay(options.today));
  const passwordHash = await options.hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await writeDemo(tx, plan, passwordHash);
    await writeDemoTemplates(tx);
    await recomputeEpicDates(tx);
  });
  const epics = plan.items.filter((i) => i.type === 'epic').length;
  options.log(
    `Demo workspace "${ROOT_GROUP.path}": ${epics} epics, ${plan.items.length - epics} issues, ` +
      `${plan.milestones.length} milestones, ${DEMO_USERS.length} users ` +
      `(${Math.round(performance.now() - started)} ms)`,
  );
  return {
    rootGroupPath: ROOT_GROUP.path,
    users: DEMO_USERS.map((u) => ({ username: u.username, role: u.role })),
  };
}
