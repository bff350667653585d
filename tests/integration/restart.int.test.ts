import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { api, logIn, request } from '../support/http'
import { stopProcess, waitFor } from '../support/nextServer'
import { ADMIN_EMAIL, root, TEST_PASSWORD } from '../support/testEnvironment'

const dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-restart-'))
// Away from the other test servers (3100-3102) and from a developer's own 3000.
const port = 3150

/** `npm start` itself, on the embedded database, in a data directory of its own. */
function npmStart(): { child: ChildProcess; output: () => string } {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    FORECOURT_DATA_DIR: path.join(dataDir, 'data'),
    MEDIA_DIR: path.join(dataDir, 'media'),
    EMBEDDED_PG_PORT: '54349',
    PORT: String(port),
    DEMO_PASSWORD: TEST_PASSWORD,
    FORECOURT_SKIP_BUILD: '1',
  }
  delete env.DATABASE_URL
  delete env.PAYLOAD_SECRET
  let output = ''
  const child = spawn(process.execPath, ['scripts/run.mjs', 'scripts/start.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return { child, output: () => output }
}

async function untilReady(start: ReturnType<typeof npmStart>) {
  // The last line of the ready block: the lines before it may arrive in a later chunk than "Forecourt is ready".
  await waitFor(async () => start.output().includes('Stop with Ctrl+C'), 120_000, () => start.output())
}

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true })
})

describe('npm start on the embedded database', () => {
  it('onboards the demo sites on an empty database, prints the login, and keeps all data across a restart', async () => {
    const first = npmStart()
    try {
      await untilReady(first)
      expect(first.output()).toContain(`Sign in as ${ADMIN_EMAIL} with password ${TEST_PASSWORD}`)
      expect(first.output()).toContain(`Site: http://swan-river-toyota.localhost:${port}/`)
      const admin = await logIn(port, ADMIN_EMAIL, TEST_PASSWORD)
      const { docs } = (await api(port, '/api/tenants?where[slug][equals]=sunshine-caravans', { token: admin.token })).json<{ docs: { id: number }[] }>()
      const renamed = await api(port, `/api/tenants/${docs[0]!.id}`, { token: admin.token, method: 'PATCH', body: { name: 'Sunshine Coast Caravans' } })
      expect(renamed.status).toBe(200)
    } finally {
      await stopProcess(first.child)
    }
    expect(first.child.exitCode).toBe(0)

    const second = npmStart()
    try {
      await untilReady(second)
      expect(second.output()).not.toContain('Empty database')
      const page = await request(port, '/', { host: 'sunshine-caravans.localhost' })
      expect(page.body).toContain('<title>Sunshine Coast Caravans</title>')
      const admin = await logIn(port, ADMIN_EMAIL, TEST_PASSWORD)
      const sites = (await api(port, '/api/tenants?limit=0', { token: admin.token })).json<{ totalDocs: number }>()
      expect(sites.totalDocs).toBe(3)
    } finally {
      await stopProcess(second.child)
    }
  }, 300_000)
})
