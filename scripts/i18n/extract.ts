// `npm run i18n:extract`: Lingui's extract (`lingui extract --clean`) without losing a translation when a text moves
// from one catalogue file to another (decision 0254). Lingui keeps a file's own translations only: a text whose
// file now belongs to another catalogue (src/shared/i18n/catalogues.ts), or that a merged branch translated in the
// catalogue it used to be in, would arrive in its new file untranslated and be dropped from the old one. So:
//   1. copy src/locales aside,
//   2. extract, and remove the files of catalogues catalogues.ts no longer lists (a renamed or merged catalogue),
//   3. give a new catalogue file the review status of the language's app.po, where its texts came from,
//   4. fill every empty translation from the copy, by message (scripts/i18n/merge-po.ts --fill-from),
//   5. extract again, so the files are written in Lingui's own order and format.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUES } from '../../src/shared/i18n/catalogues.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const locales = path.join(root, 'src/locales');
const run = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
const extract = () => run('npx', ['lingui', 'extract', '--clean']);

/** A file Lingui has just created carries no review status; i18n:check asks every file for one. */
function stateReviewStatus(): void {
  for (const code of fs.readdirSync(locales)) {
    const dir = path.join(locales, code);
    const status = fs
      .readFileSync(path.join(dir, 'app.po'), 'utf8')
      .match(/"X-Review-Status: ([^\\]+)\\n"/)?.[1];
    if (!status) continue;
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.po'))) {
      const target = path.join(dir, file);
      const text = fs.readFileSync(target, 'utf8');
      if (text.includes('"X-Review-Status:')) continue;
      fs.writeFileSync(
        target,
        text.replace(/("Language: [^\\]+\\n"\n)/, `$1"X-Review-Status: ${status}\\n"\n`),
      );
      console.log(`${code}/${file}: new catalogue, review status ${status} (as app.po)`);
    }
  }
}

/** A catalogue renamed or merged into another leaves its old files behind: their texts are carried, then they go. */
function removeUnlistedCatalogues(): void {
  const listed = new Set(CATALOGUES.map((c) => `${c.name}.po`));
  for (const code of fs.readdirSync(locales)) {
    for (const file of fs.readdirSync(path.join(locales, code))) {
      if (!file.endsWith('.po') || listed.has(file)) continue;
      fs.rmSync(path.join(locales, code, file));
      console.log(`${code}/${file}: no longer a catalogue, removed (its translations carried)`);
    }
  }
}

const before = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-locales-'));
try {
  fs.cpSync(locales, before, { recursive: true });
  extract();
  removeUnlistedCatalogues();
  stateReviewStatus();
  run('npx', ['tsx', 'scripts/i18n/merge-po.ts', '--fill-from', before]);
  extract();
} finally {
  fs.rmSync(before, { recursive: true, force: true });
}
