import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { FEATURE_GRAPH, checkFeatureGraph, featureZones, findCircle } from '../../eslint/feature-graph.js';

const ROOT = join(import.meta.dirname, '../..');
const FEATURES = join(ROOT, 'src/features');
/** Two features, a and b, each an index (tests/build/fixtures/feature-graph/src/features). */
const FIXTURE = join(import.meta.dirname, 'fixtures/feature-graph');

/** Lints `code` as the fixture's `file` with the zones of `graph` and nothing else. */
async function lintInFixture(graph: Record<string, string[]>, file: string, code: string) {
  const config: Linter.Config[] = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { 'import-x': importX as unknown as NonNullable<Linter.Config['plugins']>[string] },
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: FIXTURE, zones: featureZones(graph) }],
      },
    },
  ];
  const eslint = new ESLint({ cwd: FIXTURE, overrideConfigFile: true, overrideConfig: config });
  const [result] = await eslint.lintText(code, { filePath: join(FIXTURE, file) });
  return result!.messages.map((message) => ({ rule: message.ruleId, text: message.message }));
}

describe('the declared feature graph', () => {
  it.each([
    [{ a: ['b'], b: ['a'] }, 'a -> b -> a'],
    [{ a: ['b'], b: ['c'], c: ['a'] }, 'a -> b -> c -> a'],
    [{ x: [], a: ['b'], b: ['c'], c: ['b'] }, 'b -> c -> b'],
  ])('refuses a circle, naming it: %j', (graph, circle) => {
    expect(findCircle(graph)?.join(' -> ')).toBe(circle);
    expect(() => featureZones(graph)).toThrow(`The feature graph has a circle: ${circle}.`);
  });

  it('refuses a feature it does not declare, and one importing itself', () => {
    expect(() => checkFeatureGraph({ a: ['nowhere'] })).toThrow("'nowhere', which is not a declared feature");
    expect(() => checkFeatureGraph({ a: ['a'] })).toThrow("Feature 'a' is declared to import itself.");
  });

  it('gives each feature a zone closed to the features not declared for it', () => {
    expect(featureZones({ a: [], b: ['a'], c: ['a', 'b'] })).toEqual([
      expect.objectContaining({ target: './src/features/a', from: ['./src/features/b', './src/features/c'] }),
      expect.objectContaining({ target: './src/features/b', from: ['./src/features/c'] }),
    ]);
  });
});

describe('lint on a feature-level circle', () => {
  const B_IMPORTS_A = { a: [], b: ['a'] };

  it('fails when feature a imports feature b while only b -> a is declared', async () => {
    const messages = await lintInFixture(
      B_IMPORTS_A,
      'src/features/a/uses-b.ts',
      "import { b } from '../b/index.ts';\nexport const both = [b];\n",
    );
    expect(messages).toEqual([
      {
        rule: 'import-x/no-restricted-paths',
        text: expect.stringContaining("The feature 'a' may import only the features declared for it"),
      },
    ]);
  });

  it('fails on a lazy import the same way', async () => {
    const messages = await lintInFixture(
      B_IMPORTS_A,
      'src/features/a/loads-b.ts',
      "export const loadB = () => import('../b/index.ts');\n",
    );
    expect(messages.map((message) => message.rule)).toEqual(['import-x/no-restricted-paths']);
  });

  it('passes the declared direction', async () => {
    const messages = await lintInFixture(
      B_IMPORTS_A,
      'src/features/b/uses-a.ts',
      "import { a } from '../a/index.ts';\nexport const both = [a];\n",
    );
    expect(messages).toEqual([]);
  });
});

/** Every source file under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The other features a feature's code names ('@/features/<name>', imported, re-exported or loaded). */
function importedFeatures(feature: string): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(join(FEATURES, feature))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/['"]@\/features\/([a-z-]+)['"/]/g))
      if (match[1] !== feature) names.add(match[1]!);
  }
  return [...names].sort();
}

describe("the app's feature graph (eslint/feature-graph.js)", () => {
  it('has no circle', () => {
    expect(findCircle(FEATURE_GRAPH)).toBeNull();
    expect(() => checkFeatureGraph(FEATURE_GRAPH)).not.toThrow();
  });

  it('declares every feature folder, and no other', () => {
    const folders = readdirSync(FEATURES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(Object.keys(FEATURE_GRAPH).sort()).toEqual(folders.sort());
  });

  it.each(Object.keys(FEATURE_GRAPH))('is what %s imports, no more and no less', (feature) => {
    expect([...FEATURE_GRAPH[feature]!].sort()).toEqual(importedFeatures(feature));
  });
});
