// Proves the folder-cycle check of `npm run lint` (scripts/lint/feature-cycles.ts) bites: fixture feature folders
// are written into a scratch tree, and the check must fail on a cycle between folders that dpdm, which sees files
// only, lets through, and pass on the same folders once the shared rule has moved down.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkFeatureCycles, featureCycleReport } from '../../scripts/lint/feature-cycles.js';

const root = path.resolve(import.meta.dirname, '../..');
let scratch: string;

function write(files: Record<string, string>): void {
  for (const [file, contents] of Object.entries(files)) {
    const full = path.join(scratch, 'src/server/features', file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, contents);
  }
}

/** Runs the check as `npm run lint` does; answers its exit code and what it printed. */
function runCheck(): { status: number; output: string } {
  const printed: string[] = [];
  const status = checkFeatureCycles(scratch, (text) => printed.push(text));
  return { status, output: printed.join('\n') };
}

// hires -> employer (the subscription rule) and employer -> hires (the hire history): no file imports itself back.
const cycle = {
  'hires/service.ts': "import { hasActiveSubscription } from '../employer/index.js';\nexport const a = 1;\n",
  'hires/index.ts': "export { monthlyUsage } from './lists.js';\n",
  'hires/lists.ts': 'export const monthlyUsage = 1;\n',
  'employer/index.ts': "export { hasActiveSubscription } from './subscription.js';\n",
  'employer/subscription.ts': 'export const hasActiveSubscription = 1;\n',
  'employer/analytics.ts':
    "import { monthlyUsage } from '../hires/index.js';\nexport const b = monthlyUsage;\n",
};

beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-feature-cycles-'));
});

afterEach(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('feature folder cycles (scripts/lint/feature-cycles.ts)', () => {
  it('fails on two feature folders importing each other through different files, naming the imports', () => {
    write(cycle);
    const { status, output } = runCheck();
    expect(status).toBe(1);
    expect(output).toContain('feature folders import each other in a cycle: employer, hires');
    expect(output).toContain(
      "hires -> employer: src/server/features/hires/service.ts ('../employer/index.js')",
    );
    expect(output).toContain(
      "employer -> hires: src/server/features/employer/analytics.ts ('../hires/index.js')",
    );
  });

  it('passes once the shared rule lives below the features', () => {
    write({
      ...cycle,
      'hires/service.ts':
        "import { hasActiveSubscription } from '../../domain/subscription.js';\nexport const a = 1;\n",
    });
    expect(runCheck()).toEqual({ status: 0, output: '' });
  });

  it('sees a cycle of three, and one closed by a type import, a re-export or a dynamic import', () => {
    write({
      'a/index.ts': "import type { B } from '../b/index.js';\nexport type A = B;\n",
      'b/index.ts': "export { c } from '../c/index.js';\nexport type B = number;\n",
      'c/index.ts': "export const c = () => import('../a/index.js');\n",
    });
    expect(featureCycleReport(scratch)[0]).toBe('feature folders import each other in a cycle: a, b, c');
  });

  it('leaves test files out: a test may set up data through another feature', () => {
    write({
      'a/index.ts': "import { b } from '../b/index.js';\nexport const a = b;\n",
      'b/index.ts': 'export const b = 1;\n',
      'b/b.test.ts': "import { a } from '../a/index.js';\nexport const t = a;\n",
    });
    expect(featureCycleReport(scratch)).toEqual([]);
  });

  it('passes on the project as it is', () => {
    expect(featureCycleReport(root)).toEqual([]);
  });
});
