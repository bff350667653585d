import { rmSync } from 'node:fs'

import { startNextServer } from './nextServer'
import { createPreparedDatabase } from './preparedDatabase'
import { runScript, testProcessEnv, TEST_PASSWORD, TEST_SECRET, useTestMediaDir } from './testEnvironment'

/** A fresh database with the demo sites and a small demo stock, and the production server on E2E_PORT (default 3200). */
export default async function globalSetup() {
  const mediaDir = useTestMediaDir('e2e')
  const database = await createPreparedDatabase('e2e', mediaDir)
  const stock = await runScript('tests/support/demoStock.ts', [], testProcessEnv(database.url))
  if (stock.code !== 0) throw new Error(`Importing the demo stock failed:\n${stock.stdout}\n${stock.stderr}`)
  process.env.PAYLOAD_SECRET = TEST_SECRET
  const port = Number(process.env.E2E_PORT ?? 3200)
  // The link check tries the e2e's local "other websites" on 127.0.0.1.
  const server = await startNextServer({ port, databaseUrl: database.url, env: { LINK_CHECK_ALLOW_PRIVATE: '1' } })
  process.env.E2E_PORT = String(port)
  process.env.DEMO_PASSWORD = TEST_PASSWORD
  // Tests that check what the server stored (a lead) read the database the server writes to.
  process.env.E2E_DATABASE_URL = database.url
  return async () => {
    await server.stop()
    await database.drop()
    rmSync(mediaDir, { recursive: true, force: true })
  }
}
