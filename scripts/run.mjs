/**
 * Runs one of our TypeScript scripts: `node scripts/run.mjs scripts/<name>.ts [args]`.
 *
 * The script and our own modules are bundled with esbuild into one ES module
 * (packages stay external and load natively) and imported by plain Node.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { build } from 'esbuild'

const self = fileURLToPath(import.meta.url)
const root = path.resolve(path.dirname(self), '..')

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
    target: 'node24',
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
const major = Number(process.versions.node.split('.')[0])
if (major < 24) {
  // Node 20 stalls loading Payload about one time in two, exiting 0 having done nothing.
  console.error(`This is Node ${process.versions.node}; Forecourt runs on the Node 24 that npm install puts in node_modules/.bin. Run it through npm (npm start, npm test, npm run <script>) or as npx node scripts/run.mjs <script.ts>.`)
  process.exit(2)
} else if (!script) {
  console.error('Usage: node scripts/run.mjs <script.ts> [args]')
  process.exit(2)
} else {
  await run(script, args)
}
