import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer rule of eslint.config.js (docs/layers.md), run on probe sources: an upward import
// must fail lint, the allowed ones must pass.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: `${root}apps/server/src/${file}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.endsWith('no-restricted-imports'))
    .map((m) => `${m.line}: ${m.message}`);
}

const use = 'export const used = [a, b, c];\n';

describe('server layer lint rule', () => {
  it('keeps lib/ below core, the modules and the transports', async () => {
    const source = [
      "import { a } from '../core/require-user.ts';",
      "import { b } from '../modules/labels/labels.service.ts';",
      "import { c } from '../auth/viewer.ts';",
      "import type { Env } from '../env.ts';",
      "import type { Viewer } from '../auth/viewer.ts';",
      "import { d } from './errors.ts';",
      'export type T = [Env, Viewer, typeof d];',
      use,
    ].join('\n');
    expect(await restrictedImports('lib/probe.ts', source)).toEqual([
      "1: '../core/require-user.ts' import is restricted from being used by a pattern. lib/ must not import a layer above it (docs/layers.md).",
      "2: '../modules/labels/labels.service.ts' import is restricted from being used by a pattern. lib/ must not import a layer above it (docs/layers.md).",
      "3: '../auth/viewer.ts' import is restricted from being used by a pattern. lib/ may take only types from here (what the request context carries).",
    ]);
  });

  it('keeps core/ below the modules and the transports', async () => {
    const source = [
      "import { a } from '../../modules/groups/groups.service.ts';",
      "import { b } from '../../graphql/builder.ts';",
      "import { c } from '../../rest/params.ts';",
      "import { d } from '../../lib/context.ts';",
      "import { e } from '../permissions/index.ts';",
      "import type { ViewerUser } from '../../auth/viewer.ts';",
      'export type T = [ViewerUser, typeof d, typeof e];',
      use,
    ].join('\n');
    expect(await restrictedImports('core/namespaces/probe.ts', source)).toEqual([
      "1: '../../modules/groups/groups.service.ts' import is restricted from being used by a pattern. core/ must not import a layer above it (docs/layers.md).",
      "2: '../../graphql/builder.ts' import is restricted from being used by a pattern. core/ must not import a layer above it (docs/layers.md).",
      "3: '../../rest/params.ts' import is restricted from being used by a pattern. core/ must not import a layer above it (docs/layers.md).",
    ]);
  });

  it('lets modules use the kits but not the wiring', async () => {
    const source = [
      "import { a } from '../../graphql/schema.ts';",
      "import { b } from '../../rest/routes.ts';",
      "import { c } from '../../app.ts';",
      "import { d } from '../../graphql/builder.ts';",
      "import { e } from '../../rest/rest-plugin.ts';",
      "import { f } from '../../core/require-user.ts';",
      'export type T = [typeof d, typeof e, typeof f];',
      use,
    ].join('\n');
    expect(await restrictedImports('modules/labels/probe.ts', source)).toEqual([
      "1: '../../graphql/schema.ts' import is restricted from being used by a pattern. A module must not import a layer above it (docs/layers.md).",
      "2: '../../rest/routes.ts' import is restricted from being used by a pattern. A module must not import a layer above it (docs/layers.md).",
      "3: '../../app.ts' import is restricted from being used by a pattern. A module must not import a layer above it (docs/layers.md).",
    ]);
  });

  it('keeps the GraphQL and REST kits below the modules', async () => {
    const source = [
      "import { a } from '../modules/labels/labels.service.ts';",
      "import { b } from '../lib/errors.ts';",
      "import { c } from './params.ts';",
      use,
    ].join('\n');
    expect(await restrictedImports('rest/probe.ts', source)).toEqual([
      "1: '../modules/labels/labels.service.ts' import is restricted from being used by a pattern. The GraphQL and REST kits must not import a layer above it (docs/layers.md).",
    ]);
  });
});
