import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '../..')

/** Fixed credentials for test databases (the demo password of a real install is generated). */
export const TEST_PASSWORD = 'test-password-123'
export const TEST_SECRET = 'test-secret-not-for-production'
export const ADMIN_EMAIL = 'admin@forecourt.test'
export const EDITOR_EMAIL = (site: string) => `editor@${site}.test`

/** Uploads of a test run go to a directory of their own, never the developer's media/. */
export function useTestMediaDir(label: string): string {
  process.env.MEDIA_DIR = mkdtempSync(path.join(tmpdir(), `forecourt-media-${label}-`))
  return process.env.MEDIA_DIR
}

export function testProcessEnv(databaseUrl: string): NodeJS.ProcessEnv {
  return { ...process.env, DATABASE_URL: databaseUrl, PAYLOAD_SECRET: TEST_SECRET, DEMO_PASSWORD: TEST_PASSWORD, NEXT_TELEMETRY_DISABLED: '1' }
}

export type RunResult = { code: number; stdout: string; stderr: string }

/** Runs a TypeScript script of ours, as npm scripts do. */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/run.mjs', script, ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }))
  })
}

/** Migrates and onboards the demo sites, as `npm start` does on an empty database; uploads go to `mediaDir`. */
export async function prepareDatabase(databaseUrl: string, mediaDir = process.env.MEDIA_DIR) {
  const result = await runScript('tests/support/prepareDatabase.ts', [], { ...testProcessEnv(databaseUrl), MEDIA_DIR: mediaDir })
  if (result.code !== 0) throw new Error(`Preparing the test database failed:\n${result.stdout}\n${result.stderr}`)
}
