import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './scripts/build/lingui-vite.js';
import { PREACT_ALIASES } from './scripts/build/preact-alias.js';
import { PGLITE_FILES } from './tests/support/pglite-files.js';
import SlowFirstSequencer from './tests/support/slow-first-sequencer.js';

const SERVER_FILES = ['src/server/**/*.test.ts', 'tests/server/**/*.test.ts'];
const SERVER_TEST = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // Two cores: files run in parallel, each on its own fresh database.
  pool: 'forks',
  maxWorkers: 2,
  // A fork keeps its loaded modules from one file to the next instead of importing the app again for each: every
  // file builds its own app and database, and none mocks a module or leaves the environment changed (decision
  // 0320).
  isolate: false,
} as const;

export default defineConfig({
  test: {
    // Files that wait on child processes start first (decision 0329).
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        // Client modules use Lingui's macros (msg, Trans): the unit tests compile them as the build does.
        plugins: linguiPlugins(),
        resolve: { alias: PREACT_ALIASES },
        test: {
          name: 'unit',
          // Libraries that import React are bundled into the test too, so they meet Preact, as in the build.
          server: {
            deps: {
              inline: [
                /@tanstack[\\/]react-query/,
                /wouter/,
                /@lingui[\\/]react/,
                /lucide-react/,
                /react-hook-form/,
              ],
            },
          },
          include: [
            'src/shared/**/*.test.ts',
            'src/client/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // Every server file, on PostgreSQL when DATABASE_URL is set (each file on a copy of one migrated template,
        // made by the global set-up), else on in-memory PGlite (decision 0260).
        test: {
          ...SERVER_TEST,
          name: 'server',
          include: SERVER_FILES,
          // A migrated template for the run: PostgreSQL's when DATABASE_URL is set, else PGlite's.
          globalSetup: [
            process.env.DATABASE_URL
              ? 'tests/support/postgres-template.ts'
              : 'tests/support/pglite-template.ts',
          ],
        },
      },
      {
        // The files where PGlite differs (tests/support/pglite-files.ts), on PGlite even when DATABASE_URL is set.
        // `npm run test:server` runs this project only beside a PostgreSQL run of `server`.
        test: {
          ...SERVER_TEST,
          name: 'server-pglite',
          include: Object.keys(PGLITE_FILES),
          env: { DATABASE_URL: '' },
          globalSetup: ['tests/support/pglite-template.ts'],
        },
      },
    ],
  },
});
