// The usual set-up of a test file: one app for a describe block's tests. Apart from test-app.ts, which benchmarks
// import too, because this one needs vitest.
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

/** One app for the tests of a describe block: built before them, handed to `ready`, closed after them. */
export function withTestApp(env: Record<string, string>, ready: (t: TestApp) => void): void {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(env);
    ready(built);
  });
  afterAll(() => built?.close());
}
