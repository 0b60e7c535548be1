// `npm start`: builds the client when the build is missing or older than the sources, then runs the server
// (which migrates, seeds an empty embedded database, serves and prints its URL).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/client/index.html');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

function needsBuild(): boolean {
  if (!fs.existsSync(builtIndex)) return true;
  const built = fs.statSync(builtIndex).mtimeMs;
  const sources = Math.max(
    newestMtime(path.join(root, 'src/client')),
    newestMtime(path.join(root, 'src/shared')),
    newestMtime(path.join(root, 'public')),
  );
  return sources > built;
}

if (needsBuild()) {
  console.log('Building the web app...');
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}

await import('../src/server/main.js');
