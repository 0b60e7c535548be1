// Proves the file-length rule (scripts/lint/file-length.ts) bites: fixtures just over and at each limit, a test file
// and an excepted file, in a scratch tree; and the project itself passes it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_COMPONENT_LINES, MAX_LINES, tooLong } from '../../scripts/lint/file-length.js';

const root = path.resolve(import.meta.dirname, '../..');
let scratch: string;
const lines = (n: number) => 'x;\n'.repeat(n);

describe('lint:length', () => {
  beforeAll(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-lint-length-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
      fs.writeFileSync(path.join(scratch, file), text);
    };
    write('src/at-limit.ts', lines(MAX_LINES));
    write('src/server/over.ts', lines(MAX_LINES + 1));
    write('src/client/component.tsx', lines(MAX_COMPONENT_LINES + 1));
    write('src/client/small.tsx', lines(MAX_COMPONENT_LINES));
    write('src/server/long.test.ts', lines(MAX_LINES * 2));
    write('bench/excepted.ts', lines(MAX_LINES + 1));
  });
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('names each file over its limit, not tests, not the excepted, not one at the limit', () => {
    expect(tooLong(scratch, ['src', 'bench'], { 'bench/excepted.ts': 'a reason' })).toEqual([
      `src/client/component.tsx: ${MAX_COMPONENT_LINES + 1} lines (limit ${MAX_COMPONENT_LINES})`,
      `src/server/over.ts: ${MAX_LINES + 1} lines (limit ${MAX_LINES})`,
    ]);
  });

  it('finds none in the project', () => {
    expect(tooLong(root)).toEqual([]);
  });
});
