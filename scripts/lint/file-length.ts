// `npm run lint:length`: no source file over 400 lines, no React component (.tsx) over 250 (the house rule; tests
// are exempt, split by concern instead). A long file is split into modules named for what they do.
import fs from 'node:fs';
import path from 'node:path';

export const MAX_LINES = 400;
export const MAX_COMPONENT_LINES = 250;
/** Folders checked, relative to the project root. */
export const CHECKED_DIRS = ['src', 'scripts', 'bench'];
/** Known exceptions, each with its reason; empty is the goal. */
export const EXCEPTIONS: Record<string, string> = {};

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* sourceFiles(full);
    } else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) yield full;
  }
}

/** "path: N lines (limit L)" for each file over its limit under `root`'s checked folders. */
export function tooLong(root: string, dirs = CHECKED_DIRS, exceptions = EXCEPTIONS): string[] {
  const problems: string[] = [];
  for (const dir of dirs) {
    const base = path.join(root, dir);
    if (!fs.existsSync(base)) continue;
    for (const file of sourceFiles(base)) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      if (relative in exceptions) continue;
      const text = fs.readFileSync(file, 'utf8');
      const lines = text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
      const limit = file.endsWith('.tsx') ? MAX_COMPONENT_LINES : MAX_LINES;
      if (lines > limit) problems.push(`${relative}: ${lines} lines (limit ${limit})`);
    }
  }
  return problems.sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const problems = tooLong(path.resolve(import.meta.dirname, '../..'));
  for (const p of problems) console.error(p);
  if (problems.length > 0) {
    console.error(`lint:length: ${problems.length} file(s) too long; split them by concern`);
    process.exit(1);
  }
}
