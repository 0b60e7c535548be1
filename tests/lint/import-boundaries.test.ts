// Proves the import boundaries in biome.json bite: each fixture is written into a scratch copy of the project's
// layout and linted with the project's own configuration, so a loosened pattern fails here before it lets a
// feature reach into another one's internals.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');
let scratch: string;

interface Diagnostic {
  category: string;
  location: { path: string };
}

/**
 * Lints fixtures (relative path, contents) in the scratch tree with one biome run, which starts in about a second on
 * a loaded machine: one run per case kept a test of several cases past its time limit. Answers each fixture's
 * boundary diagnostics, in order.
 */
function boundaryErrorsOf(fixtures: [file: string, contents: string][]): string[][] {
  for (const [file, contents] of fixtures) {
    const full = path.join(scratch, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, contents);
  }
  const files = fixtures.map(([file]) => file);
  let out: string;
  try {
    out = execFileSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', ...files], {
      cwd: scratch,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (err) {
    out = (err as { stdout: string }).stdout;
  } finally {
    for (const file of files) fs.rmSync(path.join(scratch, file));
  }
  const report = JSON.parse(out) as { diagnostics: Diagnostic[] };
  const found = report.diagnostics.filter((d) => d.category === 'lint/style/noRestrictedImports');
  return files.map((file) => found.filter((d) => d.location.path === file).map((d) => d.location.path));
}

/** Lints one file (relative path, contents) in the scratch tree; answers the boundary diagnostics it got. */
function boundaryErrors(file: string, contents: string): string[] {
  return boundaryErrorsOf([[file, contents]])[0] ?? [];
}

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-import-boundaries-'));
  const config = JSON.parse(fs.readFileSync(path.join(root, 'biome.json'), 'utf8'));
  // The scratch tree is no git checkout and has no schema beside it; the rules under test are kept as they are.
  delete config.vcs;
  delete config.$schema;
  fs.writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
});

afterAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('feature boundaries (biome noRestrictedImports)', () => {
  const serverFile = 'src/server/features/hires/fixture.ts';

  it("fails a server feature that imports another feature's internal file", () => {
    expect(boundaryErrors(serverFile, "export { sendCode } from '../auth/otp-service.js';\n")).toHaveLength(
      1,
    );
    expect(
      boundaryErrors(serverFile, "export { sendCode } from '../../features/auth/otp-service.js';\n"),
    ).toHaveLength(1);
  });

  it("lets a server feature use another feature's index, its own files, platform and lib", () => {
    const ok = [
      "export { sendCode } from '../auth/index.js';",
      "export { createHire } from './service.js';",
      "export { notifyUser } from '../../platform/messaging/index.js';",
      "export { isUuid } from '../../lib/uuid.js';",
      "export { FREE_HIRES_PER_MONTH } from '../../../shared/constants.js';",
    ];
    expect(boundaryErrors(serverFile, `${ok.join('\n')}\n`)).toEqual([]);
  });

  it("fails a server feature that reaches past a platform part's index (the outbox behind the message doors)", () => {
    expect(
      boundaryErrors(serverFile, "export { enqueueMessage } from '../../platform/messaging/outbox.js';\n"),
    ).toHaveLength(1);
    expect(
      boundaryErrors(serverFile, "export { SMS_TEXTS } from '../../platform/messaging/sms-texts.js';\n"),
    ).toHaveLength(1);
  });

  it('fails src/server/lib importing platform, domain, jobs or a feature: lib is the bottom layer', () => {
    const refused = [
      "export { serverTranslators } from '../platform/i18n/index.js';",
      "export { SMS_TEXTS } from '../platform/messaging/index.js';",
      "export { sendCode } from '../features/auth/index.js';",
      "export { isBlockedBetween } from '../domain/blocks.js';",
      "export { enqueueJob } from '../jobs/define.js';",
    ];
    const ok = [
      "export { isUuid } from './uuid.js';",
      "export { sharedMessage } from '../../shared/i18n/messages.js';",
    ];
    const results = boundaryErrorsOf([
      ...refused.map((line, i): [string, string] => [`src/server/lib/fixture-${i}.ts`, `${line}\n`]),
      ['src/server/lib/fixture-ok.ts', `${ok.join('\n')}\n`],
    ]);
    for (const [i, line] of refused.entries()) expect(results[i], line).toHaveLength(1);
    expect(results[refused.length]).toEqual([]);
  });

  it('fails a platform module that imports a feature', () => {
    expect(
      boundaryErrors(
        'src/server/platform/messaging/fixture.ts',
        "export { sendCode } from '../../features/auth/index.js';\n",
      ),
    ).toHaveLength(1);
  });

  it("fails a provider's interface file that imports its implementation", () => {
    expect(
      boundaryErrors(
        'src/server/providers/storage/index.ts',
        "export { LocalFileStorage } from './local.js';\n",
      ),
    ).toHaveLength(1);
  });

  it("fails a client feature that imports another feature's internal file, not its index or api", () => {
    const clientFile = 'src/client/features/hires/fixture.ts';
    expect(boundaryErrors(clientFile, "export { useAuth } from '../auth/use-auth.js';\n")).toHaveLength(1);
    const ok = [
      "export { useAuth } from '../auth/index.js';",
      "export { useEmployerStatus } from '../employer/api.js';",
      "export { PendingHires } from './pending-hires.js';",
      "export { Button } from '../../components/ui/button.js';",
    ];
    expect(boundaryErrors(clientFile, `${ok.join('\n')}\n`)).toEqual([]);
  });
});
