// Merges PO catalogues by entry rather than by line (decision 0185), so two branches that each add texts and their
// translations never conflict in src/locales. Three uses:
//   as git's merge driver:   tsx scripts/i18n/merge-po.ts %O %A %B   (writes the merge into %A)
//   after a conflicted merge: tsx scripts/i18n/merge-po.ts --resolve  (every unmerged .po in the work tree)
//   to carry translations:   tsx scripts/i18n/merge-po.ts --fill-from <locales dir>  (fills empty msgstr by id)
// Set up the driver once per clone: git config merge.po.driver 'npx tsx scripts/i18n/merge-po.ts %O %A %B'
// (.gitattributes names it). `npm run i18n:extract` afterwards writes the files back in Lingui's own order.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import PO from 'pofile';

type Item = InstanceType<typeof PO.Item>;

const keyOf = (item: Item) => `${item.msgctxt ?? ''}\u0004${item.msgid}`;
const translated = (item: Item | undefined) => Boolean(item?.msgstr.some((s) => s.length > 0));
const same = (a: Item | undefined, b: Item | undefined) =>
  JSON.stringify(a?.msgstr ?? []) === JSON.stringify(b?.msgstr ?? []);

/**
 * Ours with theirs' entries added. Where both translated an entry differently, the side that changed it since the
 * base wins (ours when both did: a translator re-checks it).
 */
export function mergeCatalogues(base: string, ours: string, theirs: string): string {
  const o = new Map(PO.parse(base).items.map((i) => [keyOf(i), i]));
  const a = PO.parse(ours);
  const b = PO.parse(theirs);
  const merged = new Map(a.items.map((i) => [keyOf(i), i]));
  for (const item of b.items) {
    const key = keyOf(item);
    const mine = merged.get(key);
    if (!mine) {
      // An entry ours deleted since the base stays deleted; a new one of theirs comes in.
      if (!o.has(key)) merged.set(key, item);
      continue;
    }
    const theirsChanged = !same(item, o.get(key));
    const oursChanged = !same(mine, o.get(key));
    if (translated(item) && (!translated(mine) || (theirsChanged && !oursChanged))) mine.msgstr = item.msgstr;
  }
  a.items = [...merged.values()].sort((x, y) => (keyOf(x) < keyOf(y) ? -1 : keyOf(x) > keyOf(y) ? 1 : 0));
  return a.toString();
}

function fillFrom(dir: string): void {
  const locales = path.resolve('src/locales');
  for (const code of fs.readdirSync(locales)) {
    const known = new Map<string, Item>();
    const sourceDir = path.join(dir, code);
    if (!fs.existsSync(sourceDir)) continue;
    for (const file of fs.readdirSync(sourceDir).filter((f) => f.endsWith('.po'))) {
      for (const item of PO.parse(fs.readFileSync(path.join(sourceDir, file), 'utf8')).items)
        if (translated(item)) known.set(keyOf(item), item);
    }
    for (const file of fs.readdirSync(path.join(locales, code)).filter((f) => f.endsWith('.po'))) {
      const target = path.join(locales, code, file);
      const po = PO.parse(fs.readFileSync(target, 'utf8'));
      let filled = 0;
      for (const item of po.items) {
        const from = known.get(keyOf(item));
        if (!translated(item) && from) {
          item.msgstr = from.msgstr;
          filled++;
        }
      }
      if (filled > 0) fs.writeFileSync(target, po.toString());
      if (filled > 0) console.log(`${code}/${file}: ${filled} translations filled`);
    }
  }
}

function resolveConflicts(): void {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' });
  const files = git('diff', '--name-only', '--diff-filter=U')
    .split('\n')
    .filter((f) => f.endsWith('.po'));
  for (const file of files) {
    const stage = (n: number) => {
      try {
        return git('show', `:${n}:${file}`);
      } catch {
        return '';
      }
    };
    fs.writeFileSync(file, mergeCatalogues(stage(1), stage(2), stage(3)));
    git('add', file);
    console.log(`resolved ${file}`);
  }
}

const [first, ...rest] = process.argv.slice(2);
if (first === '--resolve') resolveConflicts();
else if (first === '--fill-from' && rest[0]) fillFrom(rest[0]);
else if (first && rest.length === 2) {
  const [ours, theirs] = rest as [string, string];
  const read = (f: string) => (fs.existsSync(f) ? fs.readFileSync(f, 'utf8') : '');
  fs.writeFileSync(ours, mergeCatalogues(read(first), read(ours), read(theirs)));
} else {
  console.error('usage: merge-po.ts <base> <ours> <theirs> | --resolve | --fill-from <locales dir>');
  process.exit(2);
}
