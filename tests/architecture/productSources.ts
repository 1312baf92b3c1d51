import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** The repository's root. */
export const ROOT = join(__dirname, '../..');

/** The folders that ship: everything but tests, e2e, scripts and docs. */
export const PRODUCT_FOLDERS = ['src', 'machines', 'screens', 'server', 'services'] as const;

export interface SourceFile {
  /** Relative to the root, with forward slashes: 'server/routes/otp.ts'. */
  path: string;
  text: string;
  /** The text the file can show: its string literals, template parts and JSX text, one a line. */
  shownText: string;
}

/** Comments and code are not shown to anyone; only these tokens can carry a user-visible message. */
function literalsOf(path: string, text: string): string {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) out.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out.join('\n');
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every .ts and .tsx file of the given product folders. */
export function productSources(folders: readonly string[] = PRODUCT_FOLDERS): SourceFile[] {
  return folders
    .map((folder) => join(ROOT, folder))
    .filter((dir) => existsSync(dir))
    .flatMap(walk)
    .map((file) => {
      const path = relative(ROOT, file).split('\\').join('/');
      const text = readFileSync(file, 'utf8');
      return { path, text, shownText: literalsOf(path, text) };
    });
}
