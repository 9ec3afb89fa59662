import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { FEATURE_GRAPH, featureZones } from './eslint/feature-graph.js';
import { ISOLATED_FILES, SHARED_GRAPH_RULES } from './eslint/module-graph.js';

/**
 * Features stay apart: code outside a feature may import only its public index
 * (`@/features/send-money`), never its internals; a feature reaches another only the same way.
 */
const featureBoundaries = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['@/features/*/*'],
          message: "Import a feature through its public index ('@/features/<name>'), not its internals.",
        },
        {
          group: ['**/features/*/*', '../../*/**'],
          message: 'Reach another feature through its public index, with the @/features alias.',
        },
      ],
    },
  ],
};

/** The shared layers: any feature may use them, and they use no feature (nor the app). */
const SHARED_LAYERS = ['./src/lib', './src/components', './src/config', './src/api', './src/remittance'];

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', '.sandbox', 'test-results', 'playwright-report', 'dev-dist', '.bench'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Browser code: browser globals only, and the rules that need types (src only, to keep
    // `npm run lint` quick; the tests are not type-linted).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    languageOptions: {
      globals: globals.browser,
      parserOptions: { project: './tsconfig.app.json', tsconfigRootDir: import.meta.dirname },
    },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.app.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // No import circles (type-only imports included: a circle of types is still a knot).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The layers (shared -> features -> app) and the features' own graph, declared without
      // circles in eslint/feature-graph.js.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: SHARED_LAYERS,
              from: ['./src/features', './src/app'],
              message:
                'A shared layer (lib, components, config, api, remittance) imports no feature and not the app.',
            },
            {
              target: './src/features',
              from: './src/app',
              message: 'A feature imports not the app: what orchestrates several features lives in src/app.',
            },
            ...featureZones(FEATURE_GRAPH),
          ],
        },
      ],
    },
  },
  { files: ['src/features/**/*.{ts,tsx}'], rules: featureBoundaries },
  { files: ['sw/**/*.ts'], languageOptions: { globals: globals.serviceworker } },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // No module replaced or loaded again in a graph other files share (eslint/module-graph.js).
    files: ['tests/{app,logic,build,contract,support}/**/*.{ts,tsx}'],
    ignores: ISOLATED_FILES,
    rules: SHARED_GRAPH_RULES,
  },
);
