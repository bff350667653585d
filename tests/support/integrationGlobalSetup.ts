import { rmSync, writeFileSync } from 'node:fs'

import type { TestProject } from 'vitest/node'

import { startNextServer } from './nextServer'
import { createPreparedDatabase } from './preparedDatabase'
import { TEST_PASSWORD, TEST_SECRET, useTestMediaDir } from './testEnvironment'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    serverOrigin: string
    serverPort: number
    mediaDir: string
  }
}

/** One fresh database and one production server for the integration suite. */
export default async function setup(project: TestProject) {
  const mediaDir = useTestMediaDir('int')
  const database = await createPreparedDatabase('int', mediaDir)
  process.env.PAYLOAD_SECRET = TEST_SECRET
  process.env.DEMO_PASSWORD = TEST_PASSWORD
  const port = Number(process.env.INTEGRATION_PORT ?? 3100)
  const server = await startNextServer({ port, databaseUrl: database.url })
  project.provide('databaseUrl', database.url)
  project.provide('serverOrigin', server.origin)
  project.provide('serverPort', port)
  project.provide('mediaDir', mediaDir)
  return async () => {
    // The server's own log, for a failure whose cause is only in it (a server component's error shows as a digest).
    if (process.env.INTEGRATION_SERVER_LOG) writeFileSync(process.env.INTEGRATION_SERVER_LOG, server.output())
    await server.stop()
    await database.drop()
    rmSync(mediaDir, { recursive: true, force: true })
  }
}
