import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { ISOLATED_FILES, SHARED_GRAPH_RULES } from '../../eslint/module-graph.js';

const ROOT = join(import.meta.dirname, '../..');

/** The rules of eslint.config.js on a test file's code (it need not exist): each message's rule. */
async function lintTestFile(file: string, code: string) {
  const config: Linter.Config[] = [
    { files: ['tests/**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
    { files: ['tests/**/*.{ts,tsx}'], ignores: ISOLATED_FILES, rules: SHARED_GRAPH_RULES },
  ];
  const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: config });
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return result!.messages.map((message) => message.ruleId);
}

const RELOADS = "import { vi } from 'vitest';\nvi.resetModules();\n";
const MOCKS = "import { vi } from 'vitest';\nvi.mock('@/lib/http.ts');\n";
const USES_HELPER = "import { newPageLoad } from '../../support/page-load.isolated.ts';\nvoid newPageLoad;\n";

describe('lint on what reaches a module graph other test files share', () => {
  it.each([
    ['reloads modules', RELOADS, 'no-restricted-syntax'],
    ['replaces a module', MOCKS, 'no-restricted-syntax'],
    ['imports an *.isolated.ts helper', USES_HELPER, 'no-restricted-imports'],
  ])('fails a shared-graph test file that %s', async (_, code, rule) => {
    expect(await lintTestFile('tests/app/send-money/some.test.tsx', code)).toEqual([rule]);
  });

  it.each([
    ['an isolated test file', 'tests/app/send-money/some.isolated.test.tsx', RELOADS + MOCKS + USES_HELPER],
    ['an *.isolated.ts helper', 'tests/support/some.isolated.ts', RELOADS],
  ])('allows them in %s', async (_, file, code) => {
    expect(await lintTestFile(file, code)).toEqual([]);
  });
});
