import { afterAll, describe, it } from 'vitest';
import { createTestApp } from '../test-app.ts';
import { fuzzRoute } from './fuzz.ts';
import { restProbe } from './probe.ts';
import { toolRoutes } from './added-routes.ts';
import { coreRoutes } from './rest-routes.ts';
import { robustnessWorld } from './robustness-world.ts';
import { routeName } from './sweep.ts';

/**
 * Random JSON bodies (fast-check, 50 per route) against every write route with a body outside
 * the work-items module: never a 5xx, a 4xx in GitLab's shape, and a refusal writes nothing.
 */
const t = await createTestApp();
afterAll(() => t.close());
const w = await robustnessWorld(t.db.db);
const probe = restProbe(t.app, t.db.db);
const routes = [...(await coreRoutes(w)), ...(await toolRoutes(w))].filter((r) => r.body);

describe('random bodies', () => {
  it.each(routes.map((r) => [routeName(r), r] as const))('%s', async (_name, route) => {
    const token = route.as === 'admin' ? w.people.admin.token : w.people.owner.token;
    await fuzzRoute(probe, route, token);
  });
});
