import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeWorld, reportedBy, type ProbeWorld } from './probe-world.ts';

// The server layer rules (server.cjs) and the folder-cycle rule, run with the repo's config on
// probe files in a temp copy of apps/server/src: an import is judged by where it lands, whether
// it is written relative or absolute.
const src = 'apps/server/src';
const wi = 'modules/work-items';
let world: ProbeWorld;
let violations: string[];

const probes: Record<string, string[]> = {
  // lib/ at the bottom; core/ on lib/ only.
  'lib/errors.ts': [],
  'lib/up.ts': ['../core/require-user.ts', '../modules/labels/labels.service.ts', '../auth/a.ts'],
  'core/require-user.ts': ['../lib/errors.ts'],
  'core/up.ts': ['../graphql/builder.ts', '../rest/params.ts', '<abs>/modules/groups/g.ts'],
  // The kits: below the modules and the wiring.
  'graphql/builder.ts': ['../lib/errors.ts', '../core/require-user.ts'],
  'rest/params.ts': ['../lib/errors.ts'],
  'rest/up.ts': ['../modules/labels/labels.service.ts', '../wiring/schema.ts'],
  'auth/a.ts': ['../graphql/builder.ts'],
  // Modules: the kits yes, the wiring no.
  'modules/labels/labels.service.ts': ['../../graphql/builder.ts', '../../rest/params.ts'],
  'modules/groups/g.ts': ['../labels/labels.service.ts'],
  'modules/groups/up.ts': ['../../wiring/schema.ts', '../../app.ts'],
  // Inside work-items: kernel < widgets < registry < item kit < item types < surfaces.
  [`${wi}/core/pipeline.ts`]: ['../activity/record.ts', '../../../lib/errors.ts'],
  [`${wi}/core/up.ts`]: ['../widgets/weight/w.ts', '../registry/registry.ts'],
  [`${wi}/activity/record.ts`]: [],
  [`${wi}/widgets/weight/w.ts`]: ['../../core/pipeline.ts', '../../../labels/labels.service.ts'],
  [`${wi}/widgets/weight/up.ts`]: ['../../issues/issues.graphql.ts', '../../surfaces/weight/m.ts'],
  [`${wi}/registry/registry.ts`]: ['../widgets/weight/w.ts'],
  [`${wi}/registry/up.ts`]: ['../item-kit/rest-json.ts'],
  [`${wi}/item-kit/rest-json.ts`]: ['../registry/registry.ts'],
  [`${wi}/item-kit/up.ts`]: ['../epics/epics.graphql.ts'],
  [`${wi}/epics/epics.graphql.ts`]: ['../item-kit/rest-json.ts'],
  [`${wi}/issues/issues.graphql.ts`]: ['../epics/epics.graphql.ts', '../widgets/weight/w.ts'],
  [`${wi}/issues/up.ts`]: ['../surfaces/weight/m.ts', '../work-items.graphql.ts'],
  [`${wi}/surfaces/weight/m.ts`]: ['../../issues/issues.graphql.ts', '../../widgets/weight/w.ts'],
  [`${wi}/work-items.graphql.ts`]: ['./surfaces/weight/m.ts', './registry/registry.ts'],
  // The wiring on top.
  'wiring/schema.ts': ['../modules/labels/labels.service.ts', `../${wi}/work-items.graphql.ts`],
  'app.ts': ['./wiring/schema.ts'],
};

beforeAll(async () => {
  world = await probeWorld(probes, src);
  violations = await world.violations([src]);
});
afterAll(() => world.remove());

const reported = (rule: string) => reportedBy(violations, rule);

describe('server import rules (resolved paths)', () => {
  it('keeps lib/ at the bottom and core/ on lib/ only', () => {
    expect(reported('server-lib-at-the-bottom')).toEqual([
      'lib/up.ts auth/a.ts',
      'lib/up.ts core/require-user.ts',
      'lib/up.ts modules/labels/labels.service.ts',
    ]);
    expect(reported('server-core-below-the-kits')).toEqual([
      'core/up.ts graphql/builder.ts',
      'core/up.ts modules/groups/g.ts',
      'core/up.ts rest/params.ts',
    ]);
  });

  it('keeps the kits below the modules and the modules below the wiring', () => {
    expect(reported('server-kits-below-the-modules')).toEqual([
      'rest/up.ts modules/labels/labels.service.ts',
      'rest/up.ts wiring/schema.ts',
    ]);
    expect(reported('server-modules-below-the-wiring')).toEqual([
      'modules/groups/up.ts app.ts',
      'modules/groups/up.ts wiring/schema.ts',
    ]);
  });

  it('runs work items one way: kernel, widgets, registry, item kit, item types, surfaces', () => {
    expect(reported('work-items-kernel')).toEqual([
      `${wi}/core/up.ts ${wi}/registry/registry.ts`,
      `${wi}/core/up.ts ${wi}/widgets/weight/w.ts`,
    ]);
    expect(reported('work-items-widgets-below-the-item-types')).toEqual([
      `${wi}/widgets/weight/up.ts ${wi}/issues/issues.graphql.ts`,
      `${wi}/widgets/weight/up.ts ${wi}/surfaces/weight/m.ts`,
    ]);
    expect(reported('work-items-registry-below-the-item-types')).toEqual([
      `${wi}/registry/up.ts ${wi}/item-kit/rest-json.ts`,
    ]);
    expect(reported('work-items-item-kit-below-the-item-types')).toEqual([
      `${wi}/item-kit/up.ts ${wi}/epics/epics.graphql.ts`,
    ]);
    expect(reported('work-items-item-types-below-the-surfaces')).toEqual([
      `${wi}/issues/up.ts ${wi}/surfaces/weight/m.ts`,
      `${wi}/issues/up.ts ${wi}/work-items.graphql.ts`,
    ]);
  });

  it('fails a folder cycle the layers let through', () => {
    // registry/ <-> item-kit/ and the widget <-> issues/ loop through the probes marked `up`.
    expect(reported('no-folder-cycle')).toContain(`${wi}/registry ${wi}/item-kit`);
    expect(reported('no-folder-cycle')).toContain(`${wi}/widgets/weight ${wi}/issues`);
  });

  it('the imports down the layers pass', () => {
    const allowed = violations.filter(
      (v) => !v.startsWith('no-folder-cycle ') && !v.split(' ')[1]!.endsWith('/up.ts'),
    );
    expect(allowed).toEqual([]);
  });
});
