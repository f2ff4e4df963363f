// Lint rules for the whole workspace. The feature-boundary rule keeps web features independent:
// only apps/web/src/app composes them (architecture.md, rule 1). The server layer rules keep
// imports pointing down (docs/layers.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';

const featuresDir = 'apps/web/src/features';
const features = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const widgetsDir = 'apps/web/src/widgets';
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
  String.raw`graphql/(schema|yoga|emit-schema)\.ts$`,
  String.raw`rest/routes\.ts$`,
  String.raw`realtime/subscriptions\.graphql\.ts$`,
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
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...features.map((feature) => ({
    files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: features
                .filter((f) => f !== feature)
                .flatMap((f) => [`**/features/${f}`, `**/features/${f}/**`]),
              message: 'Features never import each other; compose them in apps/web/src/app.',
            },
            { group: ['**/app/**', '**/app'], message: 'Features must not import from app/.' },
          ].filter((p) => p.group.length > 0),
        },
      ],
    },
  })),
  {
    // Sidebar widgets sit between components/lib and features (docs/architecture.md): a widget
    // never imports a feature, app/, or another widget folder (shared code lives in shell/).
    files: [`${widgetsDir}/**/*.{ts,tsx}`],
    ignores: [`${widgetsDir}/shell/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features', '**/features/**', '**/app', '**/app/**'],
              message: 'Widgets import only components/, lib/ and widgets/shell/.',
            },
            {
              regex: String.raw`^\.\./(?!shell(/|$)|\.\.(/|$))[^/]+`,
              message: 'A widget folder never imports another; share through widgets/shell/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${widgetsDir}/shell/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features', '**/features/**', '**/app', '**/app/**'],
              message: 'Widgets import only components/, lib/ and widgets/shell/.',
            },
            {
              regex: String.raw`^\.\./(?!\.\.)[^/]+`,
              message: 'The widget shell never imports a widget folder.',
            },
          ],
        },
      ],
    },
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
    ignores: [
      `${server}/graphql/schema.ts`,
      `${server}/graphql/yoga.ts`,
      `${server}/graphql/emit-schema.ts`,
      `${server}/rest/routes.ts`,
    ],
    forbidden: ['modules/', ...wiring],
  }),
  serverLayer({
    name: 'A module',
    files: [`${server}/modules/**/*.ts`],
    forbidden: wiring,
  }),
);
