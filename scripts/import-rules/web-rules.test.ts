import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeWorld, reportedBy, type ProbeWorld } from './probe-world.ts';

// The web layer rules (web.cjs) run with the repo's config on probe files in a temp copy of the
// web app's layout. An import is relative, absolute or through the app's alias (`#web/…`,
// alias-and-test-code-rules.test.ts); each must be judged by where it lands, not by its text.
const src = 'apps/web/src';
let world: ProbeWorld;
let violations: string[];

const probes: Record<string, string[]> = {
  // A feature reaching into another, three ways, and what it may import.
  'features/roadmap/view/deep.ts': ['../../epic/tree/x.ts'],
  'features/roadmap/view/spelled.ts': ['../../../features/epic/tree/x.ts'],
  'features/roadmap/view/absolute.ts': ['<abs>/features/epic/tree/x.ts'],
  'features/roadmap/view/allowed.ts': [
    '../board/own.ts',
    '../../../widgets/weight/w.ts',
    '../../../components/c.ts',
    '../../../lib/l.ts',
  ],
  'features/roadmap/board/own.ts': [],
  'features/roadmap/up.ts': ['../../app/a.ts'],
  'features/epic/tree/x.ts': [],
  'app/a.ts': ['../features/roadmap/board/own.ts', '../features/epic/tree/x.ts'],
  // Widgets: their own folder and shell/ only; shell/ no widget folder.
  'widgets/weight/w.ts': ['../shell/s.ts', './w2.ts', '../../components/c.ts'],
  'widgets/weight/w2.ts': [],
  'widgets/weight/sibling.ts': ['../health/h.ts'],
  'widgets/weight/list.ts': ['../index.ts'],
  'widgets/weight/feature.ts': ['../../features/epic/tree/x.ts'],
  'widgets/health/h.ts': [],
  'widgets/index.ts': ['./weight/w2.ts', './health/h.ts'],
  'widgets/shell/s.ts': ['../../lib/l.ts'],
  'widgets/shell/reach.ts': ['../weight/w2.ts'],
  // components/ and lib/: nothing above them.
  'components/c.ts': ['../lib/l.ts'],
  'components/up.ts': ['../widgets/shell/s.ts', '../features/epic/tree/x.ts', '../app/a.ts'],
  'lib/l.ts': [],
  'lib/up.ts': ['../widgets/health/h.ts'],
  // A file cycle inside one folder (the folder rule cannot see it).
  'features/epic/tree/list.ts': ['./row.ts'],
  'features/epic/tree/row.ts': ['./list.ts'],
};

/** What each web rule must report: `rule from to`, paths under apps/web/src. */
const expected: Record<string, string[]> = {
  'web-feature-wall': [
    'features/roadmap/view/absolute.ts features/epic/tree/x.ts',
    'features/roadmap/view/deep.ts features/epic/tree/x.ts',
    'features/roadmap/view/spelled.ts features/epic/tree/x.ts',
  ],
  'web-widget-wall': [
    'widgets/shell/reach.ts widgets/weight/w2.ts',
    'widgets/weight/list.ts widgets/index.ts',
    'widgets/weight/sibling.ts widgets/health/h.ts',
  ],
  'web-app-on-top': ['components/up.ts app/a.ts', 'features/roadmap/up.ts app/a.ts'],
  'web-features-above-widgets': [
    'components/up.ts features/epic/tree/x.ts',
    'widgets/weight/feature.ts features/epic/tree/x.ts',
  ],
  'web-widgets-above-components': [
    'components/up.ts widgets/shell/s.ts',
    'lib/up.ts widgets/health/h.ts',
  ],
  'web-no-file-cycle': ['features/epic/tree/list.ts features/epic/tree/row.ts'],
};

beforeAll(async () => {
  world = await probeWorld(probes, src);
  // The probes' folders import each other too (components/ <-> widgets/): the folder-cycle rule
  // is not the web rules' business, so only web-* violations count here.
  violations = (await world.violations([src])).filter((v) => v.startsWith('web-'));
});
afterAll(() => world.remove());

const reported = (rule: string) => reportedBy(violations, rule);

describe('web import rules (resolved paths)', () => {
  it('a feature never imports another feature, however the path is written', () => {
    expect(reported('web-feature-wall')).toEqual(expected['web-feature-wall']);
  });

  it('a widget folder imports only itself and shell/; shell/ imports no widget folder', () => {
    expect(reported('web-widget-wall')).toEqual(expected['web-widget-wall']);
  });

  it('no layer imports one above it', () => {
    for (const rule of [
      'web-app-on-top',
      'web-features-above-widgets',
      'web-widgets-above-components',
    ])
      expect(reported(rule)).toEqual(expected[rule]);
  });

  it('a file cycle fails even inside one folder (reported once)', () => {
    expect(reported('web-no-file-cycle')).toEqual(expected['web-no-file-cycle']);
  });

  it('the allowed imports (own folder, shell/, the layers below, app/ on features) pass', () => {
    const all = Object.entries(expected).flatMap(([rule, list]) => list.map((v) => `${rule} ${v}`));
    expect(violations).toEqual(all.sort());
  });
});
