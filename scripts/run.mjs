/**
 * Runs one of our TypeScript scripts: `node scripts/run.mjs scripts/<name>.ts [args]`.
 *
 * Why not plain `tsx <script>`: on Node 20, loading Payload's config through
 * tsx's off-thread loader now and then stalls for good, the event loop
 * empties, and Node exits 0 having done nothing (measured: 1 run in 4). That
 * is the "flaky Payload CLI" of STACK-NOTES.md. Here an empty event loop
 * before the script has finished is detected and the script runs again in a
 * fresh process (our scripts are idempotent), up to three attempts.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { register } from 'tsx/esm/api'

const MAX_ATTEMPTS = 3
const attempt = Number(process.env.FORECOURT_RUN_ATTEMPT ?? 1)
const [script, ...args] = process.argv.slice(2)
if (!script) {
  console.error('Usage: node scripts/run.mjs <script.ts> [args]')
  process.exit(2)
}

let finished = false
process.on('beforeExit', () => {
  if (finished) return
  if (attempt >= MAX_ATTEMPTS) {
    console.error(`${script} stalled while loading ${MAX_ATTEMPTS} times; giving up.`)
    process.exit(1)
  }
  const retry = spawnSync(process.execPath, [fileURLToPath(import.meta.url), script, ...args], {
    stdio: 'inherit',
    env: { ...process.env, FORECOURT_RUN_ATTEMPT: String(attempt + 1) },
  })
  process.exit(retry.status ?? 1)
})

register()
const entry = path.resolve(script)
process.argv = [process.argv[0], entry, ...args]
await import(pathToFileURL(entry).href)
finished = true
