import { spawn, type ChildProcess } from 'node:child_process'
import { appendFileSync } from 'node:fs'
import path from 'node:path'

import { forgetCachedSiteData } from '../../src/server/build'
import { serverNodeOptions } from '../../src/server/nodeOptions'

export type RunningServer = { port: number; origin: string; stop: () => Promise<void>; output: () => string }

const root = path.resolve(import.meta.dirname, '../..')

/** Reservations one address may start per hour on a test server's site (RESERVE_RATE_LIMIT_PER_ADDRESS). */
export const TEST_RESERVE_LIMIT_PER_ADDRESS = 50

/** Waits until `check` resolves true, or throws with `describe()` after `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, describe: () => string) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`Timed out after ${timeoutMs} ms: ${describe()}`)
}

export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill(signal)
  })
}

/**
 * The real production server (scripts/serve.ts: Next behind the page cache; it needs a build) against the given database,
 * with `env` added to this process's environment.
 */
export async function startNextServer(options: { port: number; databaseUrl: string; waitForHealthy?: boolean; env?: Record<string, string> }): Promise<RunningServer> {
  // Next keeps its data cache on disk, keyed by site id: a server on a fresh test database must not read an earlier run's entries.
  forgetCachedSiteData()
  let output = ''
  const child = spawn(process.execPath, [path.join(root, 'scripts/run.mjs'), 'scripts/serve.ts', '--port', String(options.port)], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'test-secret-not-for-production',
      NODE_OPTIONS: serverNodeOptions(),
      NEXT_TELEMETRY_DISABLED: '1',
      // The spam check's proof of work made cheap: tests check the protocol, not the work (a test may set its own).
      ALTCHA_MAX_NUMBER: process.env.ALTCHA_MAX_NUMBER ?? '50',
      // Every test shopper signs in from this one machine's address.
      FORECOURT_STYLEGUIDE: '1',
      SIGN_IN_CODES_PER_ADDRESS: process.env.SIGN_IN_CODES_PER_ADDRESS ?? '1000',
      // Links in staff emails open the admin where tests (and their browser) reach it.
      PUBLIC_ADMIN_URL: `http://localhost:${options.port}`,
      // The reservation tests start a few dozen reservations from this address; one test floods past the limit.
      RESERVE_RATE_LIMIT_PER_ADDRESS: String(TEST_RESERVE_LIMIT_PER_ADDRESS),
      RESERVE_RATE_LIMIT_PER_SITE: '1000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // TEST_SERVER_LOG=<file> keeps the server's output for debugging; otherwise it is shown only when the start fails.
  const keep = (chunk: Buffer) => {
    output += chunk.toString()
    if (process.env.TEST_SERVER_LOG) appendFileSync(process.env.TEST_SERVER_LOG, chunk)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const origin = `http://127.0.0.1:${options.port}`
  const expected = options.waitForHealthy === false ? [200, 503] : [200]
  await waitFor(
    async () => expected.includes((await fetch(`${origin}/api/health`)).status),
    60_000,
    () => `The server on port ${options.port} never answered /api/health:\n${output}`,
  )
  return { port: options.port, origin, stop: () => stopProcess(child), output: () => output }
}
