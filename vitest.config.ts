import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))

const alias = {
  '@payload-config': path.join(root, 'payload.config.ts'),
  '@collections': path.join(root, 'collections'),
  '@': path.join(root, 'src'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/integrationGlobalSetup.ts'],
          setupFiles: ['tests/support/integrationEnv.ts'],
          // One server and one database are shared; files run one at a time on 2 cores.
          fileParallelism: false,
          // Loads Lexical's prod build: its Node entry deadlocks Node 20's module loader (see scripts/run.mjs).
          execArgv: ['--conditions=production'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
