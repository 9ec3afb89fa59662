import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * Whether a module runs code on import: a statement at its top level that is neither an import,
 * an export nor a declaration (a call, an `if`...). Values made at the top level (an atom, a
 * schema) are declarations: the bundler drops them with the module when nothing uses it.
 */
function runsCodeOnImport(path: string): boolean {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false);
  return source.statements.some(
    (statement) =>
      !ts.isImportDeclaration(statement) &&
      !ts.isExportDeclaration(statement) &&
      !ts.isExportAssignment(statement) &&
      !ts.isVariableStatement(statement) &&
      !ts.isFunctionDeclaration(statement) &&
      !ts.isClassDeclaration(statement) &&
      !ts.isInterfaceDeclaration(statement) &&
      !ts.isTypeAliasDeclaration(statement) &&
      !ts.isEnumDeclaration(statement) &&
      !ts.isModuleDeclaration(statement),
  );
}

describe("package.json's sideEffects (what the bundler may drop when nothing is imported from it)", () => {
  it('names exactly the modules of src/ that run code on import', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { sideEffects: string[] };
    const running = sourceFiles(join(ROOT, 'src'))
      .filter(runsCodeOnImport)
      .map((path) => `./${relative(ROOT, path)}`)
      .sort();
    expect([...pkg.sideEffects].sort()).toEqual(running);
  });
});
