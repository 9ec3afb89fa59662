import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

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

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.sandbox', 'test-results', 'playwright-report', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  { files: ['src/features/**/*.{ts,tsx}'], rules: featureBoundaries },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // The jsdom files of a Vitest worker share one module graph (vitest.config.ts): a module
    // replaced or loaded again there would reach the files after it. Only an `*.isolated.test.*`
    // file, which gets a graph of its own, may do that.
    files: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}', 'tests/support/**'],
    ignores: ['**/*.isolated.test.{ts,tsx}', '**/*.logic.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|doUnmock|resetModules)$/]",
          message:
            'Replacing or reloading modules needs a graph of its own: name the file *.isolated.test.ts(x).',
        },
      ],
    },
  },
);
