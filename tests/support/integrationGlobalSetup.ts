import type { TestProject } from 'vitest/node'

import { startNextServer } from './nextServer'
import { createTestDatabase } from './testDatabase'
import { prepareDatabase, TEST_PASSWORD, TEST_SECRET } from './testEnvironment'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    serverOrigin: string
    serverPort: number
  }
}

/** One fresh database and one production server for the integration suite. */
export default async function setup(project: TestProject) {
  const database = await createTestDatabase('int')
  await prepareDatabase(database.url)
  process.env.PAYLOAD_SECRET = TEST_SECRET
  process.env.DEMO_PASSWORD = TEST_PASSWORD
  const port = Number(process.env.INTEGRATION_PORT ?? 3100)
  const server = await startNextServer({ port, databaseUrl: database.url })
  project.provide('databaseUrl', database.url)
  project.provide('serverOrigin', server.origin)
  project.provide('serverPort', port)
  return async () => {
    await server.stop()
    await database.drop()
  }
}
