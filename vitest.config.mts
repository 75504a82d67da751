import { defineConfig } from 'vitest/config'

// GUIDE_TEST_HOLD=1: only the test that holds a run open for tests/int/test-run-interrupt.int.test.ts.
const hold = process.env.GUIDE_TEST_HOLD === '1'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // next-intl's navigation imports 'next/navigation' without an extension, which Node's ESM loader refuses;
          // inlined, Vite resolves it (a unit test that imports a component with a localized link).
          server: { deps: { inline: ['next-intl'] } },
          include: hold ? [] : ['tests/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          environment: 'node',
          include: hold ? ['tests/hold/*.int.ts'] : ['tests/int/**/*.int.test.ts'],
          globalSetup: ['tests/int/global-setup.ts'],
          setupFiles: ['tests/int/setup.ts'],
          // One database for the whole run: files take turns instead of racing on shared rows.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
