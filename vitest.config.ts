import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './scripts/build/lingui-vite.js';

export default defineConfig({
  test: {
    projects: [
      {
        // Client modules use Lingui's macros (msg, Trans): the unit tests compile them as the build does.
        plugins: linguiPlugins(),
        test: {
          name: 'unit',
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
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two cores: files run in parallel, each on its own fresh database.
          pool: 'forks',
          maxWorkers: 2,
        },
      },
    ],
  },
});
