import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Local state (embedded database, generated secrets, demo feeds): FORECOURT_DATA_DIR, default .data/. */
export function dataDir(): string {
  const dir = path.resolve(process.env.FORECOURT_DATA_DIR ?? '.data')
  mkdirSync(dir, { recursive: true })
  return dir
}

/** A random secret generated once and kept in the data directory, never committed. */
export function localSecret(name: string, bytes = 32): string {
  const file = path.join(dataDir(), name)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(bytes).toString('base64url')
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  return secret
}
