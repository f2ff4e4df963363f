// eslint.config.js: inside an app, a module two or more folders away is imported by the app's
// alias (docs/architecture.md, "Imports").
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repo });

async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const because =
  'import is restricted from being used by a pattern. Import by the app alias (#server/… or #web/…) instead of climbing two or more folders.';

describe('deep relative imports', () => {
  it('refuses ../../ in the server and the web app, for values, types and re-exports', async () => {
    expect(
      await refusals(
        'apps/server/src/modules/notes/probe.ts',
        "import { x } from '../../lib/errors.ts';\nexport { x };\n",
      ),
    ).toEqual([`'../../lib/errors.ts' ${because}`]);
    expect(
      await refusals(
        'apps/web/src/features/roadmap/probe.ts',
        "export type { T } from '../../lib/graphql/index.ts';\n",
      ),
    ).toEqual([`'../../lib/graphql/index.ts' ${because}`]);
  });

  it('accepts the alias, ./ and one ../, and the web app scripts outside src/', async () => {
    const code = [
      "import { a } from '#server/lib/errors.ts';",
      "import { b } from '../core/widget.ts';",
      "import { c } from './pipeline.ts';",
      'export { a, b, c };',
      '',
    ].join('\n');
    expect(await refusals('apps/server/src/modules/notes/probe.ts', code)).toEqual([]);
    expect(
      await refusals(
        'apps/web/src/lib/graphql/probe.test.ts',
        "import { d } from '../../../scripts/graphql-env.ts';\nexport { d };\n",
      ),
    ).toEqual([]);
  });

  it('leaves files outside the apps alone', async () => {
    expect(
      await refusals(
        'bench/lib/probe.ts',
        "import { e } from '../../packages/x.ts';\nexport { e };\n",
      ),
    ).toEqual([]);
  });
});
