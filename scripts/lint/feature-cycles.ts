// Fails `npm run lint` on an import cycle between server feature folders (issue 30). dpdm sees cycles between
// files only: hires -> employer -> hires through three different files is no file cycle, yet the two folders can
// no longer be understood, tested or moved one without the other. Each non-test file's import specifiers are read
// with TypeScript's own pre-parser (imports, re-exports, dynamic imports, `import type` too: a type is coupling),
// resolved to a feature folder and folded into a folder graph; a strongly connected set of two or more folders is
// a cycle. Usage: tsx scripts/lint/feature-cycles.ts [project root]
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const FEATURES = path.join('src', 'server', 'features');

/** Folder -> the other feature folders its non-test files import. */
export type FeatureGraph = Map<string, Set<string>>;

/** An import edge kept to explain a cycle: which file of `from` imports which specifier leading to `to`. */
export interface FeatureEdge {
  from: string;
  to: string;
  file: string;
  specifier: string;
}

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
      found.push(full);
  }
  return found;
}

/** The feature folder a relative specifier from `file` lands in; null for a package or a path outside the features. */
function featureOf(featuresDir: string, file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = path.resolve(path.dirname(file), specifier);
  const rel = path.relative(featuresDir, target);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return rel.split(path.sep)[0] || null;
}

/** Reads every feature folder's imports of other feature folders under `root`. */
export function readFeatureEdges(root: string): FeatureEdge[] {
  const featuresDir = path.join(root, FEATURES);
  const edges: FeatureEdge[] = [];
  for (const folder of fs.readdirSync(featuresDir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of sourceFiles(path.join(featuresDir, folder.name))) {
      const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
      for (const ref of info.importedFiles) {
        const to = featureOf(featuresDir, file, ref.fileName);
        if (to && to !== folder.name)
          edges.push({ from: folder.name, to, file: path.relative(root, file), specifier: ref.fileName });
      }
    }
  }
  return edges;
}

export function foldIntoGraph(edges: FeatureEdge[]): FeatureGraph {
  const graph: FeatureGraph = new Map();
  for (const e of edges) {
    if (!graph.has(e.from)) graph.set(e.from, new Set());
    if (!graph.has(e.to)) graph.set(e.to, new Set());
    graph.get(e.from)?.add(e.to);
  }
  return graph;
}

/** The graph's strongly connected sets of two or more folders (Tarjan), each sorted, in sorted order. */
export function folderCycles(graph: FeatureGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const set: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        set.push(w);
      } while (w !== v);
      if (set.length > 1) cycles.push(set.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The cycles under `root`, each with the imports that close it, as lines to print; empty when there is none. */
export function featureCycleReport(root: string): string[] {
  const edges = readFeatureEdges(root);
  const lines: string[] = [];
  for (const cycle of folderCycles(foldIntoGraph(edges))) {
    const members = new Set(cycle);
    lines.push(`feature folders import each other in a cycle: ${cycle.join(', ')}`);
    for (const e of edges)
      if (members.has(e.from) && members.has(e.to))
        lines.push(`  ${e.from} -> ${e.to}: ${e.file} ('${e.specifier}')`);
  }
  return lines;
}

/** The check as `npm run lint` runs it: prints each cycle with its imports and answers the exit code. */
export function checkFeatureCycles(root: string, print: (text: string) => void = console.error): 0 | 1 {
  const report = featureCycleReport(root);
  if (report.length === 0) return 0;
  print(report.join('\n'));
  print('Move the shared rule down to src/server/domain/ (or platform/), or turn one import around.');
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = checkFeatureCycles(path.resolve(process.argv[2] ?? '.'));
}
