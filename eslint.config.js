// Lint rules for the whole workspace. The server layer rules keep imports pointing down
// (docs/layers.md). The web app's layers are checked on resolved paths by dependency-cruiser
// (scripts/import-rules/web.cjs).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const server = 'apps/server/src';
const serverTests = [`${server}/**/*.test.ts`, `${server}/**/*.integration-test.ts`];
const up = String.raw`^(\.\./)+`;

/** Forbids a server layer's files from importing the layers above it (tests excepted). */
const serverLayer = ({ name, files, ignores = [], forbidden, typeOnly = [] }) => ({
  files,
  ignores: [...serverTests, ...ignores],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `${up}(?!(${typeOnly.join('|')})$)(${forbidden.join('|')})`,
            message: `${name} must not import a layer above it (docs/layers.md).`,
          },
          ...(typeOnly.length
            ? [
                {
                  regex: `${up}(${typeOnly.join('|')})$`,
                  allowTypeImports: true,
                  message: `${name} may take only types from here (what the request context carries).`,
                },
              ]
            : []),
        ],
      },
    ],
  },
});

/** Where the app is assembled: nothing below may import these. */
const wiring = [
  String.raw`(app|main|cli)\.ts$`,
  'bootstrap/',
  'cli/',
  'web/',
  'wiring/',
];
const transports = [
  'modules/',
  'graphql/',
  'rest/',
  'auth/',
  'realtime/',
  'testing/',
  String.raw`env\.ts$`,
];
const contextTypes = [
  String.raw`auth/viewer\.ts`,
  String.raw`env\.ts`,
  String.raw`realtime/hub\.ts`,
];

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
  serverLayer({
    name: 'lib/',
    files: [`${server}/lib/**/*.ts`],
    forbidden: ['core/', ...transports, ...wiring],
    typeOnly: contextTypes,
  }),
  serverLayer({
    name: 'core/',
    files: [`${server}/core/**/*.ts`],
    forbidden: [...transports, ...wiring],
    typeOnly: [String.raw`auth/viewer\.ts`],
  }),
  serverLayer({
    name: 'The GraphQL and REST kits',
    files: [`${server}/graphql/**/*.ts`, `${server}/rest/**/*.ts`],
    forbidden: ['modules/', ...wiring],
  }),
  serverLayer({
    name: 'A module',
    files: [`${server}/modules/**/*.ts`],
    forbidden: wiring,
  }),
);
