import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeWorld, reportedBy, type ProbeWorld } from './probe-world.ts';

// Two rules on resolved paths, with the repo's config: an import written with the apps' alias
// (`#server/…`, `#web/…`: the "imports" of apps/server and apps/web package.json) is judged by
// where it lands, as a relative one is; and product code never imports test code, however the
// import is written, while test code may import anything.
let world: ProbeWorld;
let violations: string[];

const server = 'apps/server/src';
const web = 'apps/web/src';
const probes: Record<string, string[]> = {
  [`${server}/lib/errors.ts`]: [],
  [`${server}/lib/up.ts`]: ['#server/modules/labels/labels.service.ts'],
  [`${server}/modules/labels/labels.service.ts`]: [],
  [`${server}/modules/labels/uses-testing.ts`]: ['#server/testing/fixtures.ts'],
  [`${server}/modules/labels/uses-test.ts`]: ['./labels.integration-test.ts'],
  [`${server}/modules/labels/labels.integration-test.ts`]: [
    '#server/testing/fixtures.ts',
    '#server/modules/labels/labels.service.ts',
    '#server/wiring/schema.ts',
  ],
  [`${server}/testing/fixtures.ts`]: ['#server/wiring/schema.ts'],
  [`${server}/wiring/schema.ts`]: ['#server/modules/labels/labels.service.ts'],
  [`${web}/features/roadmap/view/aliased.ts`]: ['#web/features/epic/tree/x.ts'],
  [`${web}/features/roadmap/view/kit.ts`]: ['#web/widgets/shell/widget-test-kit.tsx'],
  [`${web}/features/epic/tree/x.ts`]: [],
  [`${web}/widgets/shell/widget-test-kit.tsx`]: ['#web/testing/render-in-app.tsx'],
  [`${web}/testing/render-in-app.tsx`]: ['#web/features/epic/tree/x.ts'],
};

beforeAll(async () => {
  world = await probeWorld(probes);
  for (const [app, alias] of [
    ['server', '#server/*'],
    ['web', '#web/*'],
  ] as const) {
    const json = { name: `@cairn/${app}`, type: 'module', imports: { [alias]: './src/*' } };
    fs.writeFileSync(path.join(world.dir, 'apps', app, 'package.json'), JSON.stringify(json));
  }
  violations = await world.violations(['apps']);
});
afterAll(() => world.remove());

describe('the apps alias and test code (resolved paths)', () => {
  it('an aliased import that crosses a layer fails as a relative one does', () => {
    expect(reportedBy(violations, 'server-lib-at-the-bottom')).toEqual([
      `${server}/lib/up.ts ${server}/modules/labels/labels.service.ts`,
    ]);
    expect(reportedBy(violations, 'web-feature-wall')).toEqual([
      `${web}/features/roadmap/view/aliased.ts ${web}/features/epic/tree/x.ts`,
    ]);
  });

  it('product code importing test code fails, aliased or relative; test code may import anything', () => {
    expect(reportedBy(violations, 'no-test-code-in-product')).toEqual([
      `${server}/modules/labels/uses-test.ts ${server}/modules/labels/labels.integration-test.ts`,
      `${server}/modules/labels/uses-testing.ts ${server}/testing/fixtures.ts`,
      `${web}/features/roadmap/view/kit.ts ${web}/widgets/shell/widget-test-kit.tsx`,
    ]);
  });

  it('reports nothing else', () => {
    expect(violations).toHaveLength(5);
  });
});
