/**
 * Runs one of our TypeScript scripts: `node scripts/run.mjs scripts/<name>.ts [args]`.
 *
 * The script and our own modules are bundled with esbuild into one ES module
 * (packages stay external and load natively) and imported by plain Node, with
 * the `production` export condition.
 *
 * Why that condition: Lexical's Node entry points (`*.node.mjs`) choose their
 * dev or prod build with a top-level await of a dynamic import, and on Node 20
 * that deadlocks the ES module loader about one load in two (measured here):
 * the import never settles, the event loop empties and Node exits 0 having
 * done nothing. That is the "flaky Payload CLI" of STACK-NOTES.md. The
 * condition makes Node resolve Lexical's prod build directly.
 */
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { build } from 'esbuild'

const CONDITION = '--conditions=production'
const self = fileURLToPath(import.meta.url)
const root = path.resolve(path.dirname(self), '..')

function runAgainWithCondition() {
  const child = spawn(process.execPath, [CONDITION, ...process.execArgv, self, ...process.argv.slice(2)], { stdio: 'inherit' })
  // The child is the script: it gets our signals, and its exit is ours.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))
  child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}

async function run(script, args) {
  const entry = path.resolve(script)
  const name = path.relative(root, entry).replace(/[\\/]/g, '__').replace(/\.[cm]?tsx?$/, '')
  const outfile = path.join(root, '.data', 'run', `${name}.${process.pid}.mjs`)
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: 'inline',
    logLevel: 'warning',
    // Bundled CommonJS-style code may call require(); give the ES module one.
    banner: { js: "import { createRequire as __forecourtRequire } from 'node:module'; const require = __forecourtRequire(import.meta.url);" },
  })
  process.on('exit', () => rmSync(outfile, { force: true }))
  process.argv = [process.argv[0], entry, ...args]
  await import(pathToFileURL(outfile).href)
}

const [script, ...args] = process.argv.slice(2)
if (!script) {
  console.error('Usage: node scripts/run.mjs <script.ts> [args]')
  process.exit(2)
} else if (!process.execArgv.includes(CONDITION)) {
  runAgainWithCondition()
} else {
  await run(script, args)
}
