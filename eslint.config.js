// Lint rules for the whole workspace. Import layers and cycles are checked on resolved paths by
// dependency-cruiser (.dependency-cruiser.cjs, scripts/import-rules/), not here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/web/src/lib/graphql/graphql-env.d.ts',
      'data/**',
      'packages/db/migrations/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // CommonJS config files (dependency-cruiser reads .dependency-cruiser.cjs with require).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Inside an app, a module two or more folders away is imported by its alias (#server/…,
    // #web/…: the apps' package.json "imports"), so a path says where it lands, not how far it
    // climbs. The web app's own scripts/ sit outside src/ and keep their relative path.
    files: ['apps/server/src/**', 'apps/web/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(\.\./){2,}(?!(\.\./)*scripts/)`,
              message:
                'Import by the app alias (#server/… or #web/…) instead of climbing two or more folders.',
            },
          ],
        },
      ],
    },
  },
);
