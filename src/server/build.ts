import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** What a production build is made from; a change to any of these needs a new build. */
export const BUILD_INPUTS = ['src', 'collections', 'globals', 'payload.config.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json']
const STAMP = path.join('.next', 'forecourt-build-stamp')

function* files(entry: string): Generator<string> {
  if (!existsSync(entry)) return
  if (statSync(entry).isFile()) {
    yield entry
    return
  }
  for (const child of readdirSync(entry).sort()) yield* files(path.join(entry, child))
}

/** A fingerprint of the inputs' contents (the build's by default), so `npm start` rebuilds only when something changed. */
export function sourceFingerprint(root = process.cwd(), inputs: readonly string[] = BUILD_INPUTS): string {
  const hash = createHash('sha256')
  for (const input of inputs) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
    }
  }
  return hash.digest('hex')
}

export function buildIsCurrent(root = process.cwd()): boolean {
  const stamp = path.join(root, STAMP)
  return existsSync(path.join(root, '.next', 'BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === sourceFingerprint(root)
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env })
    child.once('error', reject)
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/** Runs `next build` unless the last build came from the same sources; throws when the build fails. */
export async function buildIfNeeded(log: (line: string) => void, root = process.cwd()): Promise<'built' | 'current'> {
  if (buildIsCurrent(root)) return 'current'
  log('Building the production bundle (about a minute the first time)...')
  const fingerprint = sourceFingerprint(root)
  const code = await run(path.join(root, 'node_modules', '.bin', 'next'), ['build'], {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
  })
  if (code !== 0) throw new Error(`next build failed with exit code ${code}`)
  writeFileSync(path.join(root, STAMP), `${fingerprint}\n`)
  return 'built'
}

/**
 * Next's data cache (`unstable_cache`) lives on disk under .next/cache and is
 * keyed by site id, not by database: a build started against another
 * database must not serve the previous one's menus, pages or offers.
 */
export function forgetCachedSiteData(root = process.cwd()): void {
  rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
}

const LAST_DATABASE = path.join('.next', 'forecourt-database')

/** Forgets the data cache when this start uses a different database from the last one. */
export function forgetCachedSiteDataOnNewDatabase(databaseUrl: string, root = process.cwd()): boolean {
  const fingerprint = createHash('sha256').update(databaseUrl).digest('hex')
  const file = path.join(root, LAST_DATABASE)
  const last = existsSync(file) ? readFileSync(file, 'utf8') : null
  if (last === fingerprint) return false
  forgetCachedSiteData(root)
  if (existsSync(path.join(root, '.next'))) writeFileSync(file, fingerprint)
  return last !== null
}
