/**
 * The files of a Vitest worker share one module graph (vitest.config.ts): a module replaced or
 * loaded again there would reach the files after it. Only an `*.isolated.test.*` file, which gets a
 * graph of its own, may do that, itself or through an `*.isolated.ts` helper, which no other file
 * may import.
 */

/** The files the rules leave alone: those that have a graph of their own, and their helpers. */
export const ISOLATED_FILES = ['**/*.isolated.test.{ts,tsx}', '**/*.isolated.ts'];

/** @type {import('eslint').Linter.RulesRecord} */
export const SHARED_GRAPH_RULES = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['**/*.isolated.ts', '**/*.isolated.tsx'],
          message: 'An *.isolated.ts helper reloads modules: only an *.isolated.test.ts(x) file may use it.',
        },
      ],
    },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector:
        "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|doUnmock|resetModules)$/]",
      message:
        'Replacing or reloading modules needs a graph of its own: name the file *.isolated.test.ts(x).',
    },
  ],
};
