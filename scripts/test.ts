/**
 * `npm test`: typecheck, lint, unit tests, production build, integration
 * tests (real PostgreSQL, real server) and end-to-end tests (real Chromium).
 * Each runner writes a JSON report to .data/test-reports/, its exit code is
 * recorded beside it, and the last line is the sum, `N passed, N failed`
 * (scripts/lib/testReports.ts: a crash is never "0 failed").
 *
 *   --only <step,...>   run just these steps (typecheck, lint, unit, runner, build, integration, e2e)
 *   --keep-reports      add to the reports already there (CI's second pass)
 *   --report-prefix p   name this pass's reports p<step>.json
 *   --files a,b         run only these test files in the unit and integration steps (names or parts of paths)
 */
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { buildIfNeeded } from '../src/server/build'

import { recordExitCode, REPORT_DIR, summarise, summaryLines } from './lib/testReports'
import { slowestFilesIn, stepTimeLines, type StepTime } from './lib/stepTimes'
import { selectedSteps, STEPS, type Step } from './lib/testSteps'

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    'keep-reports': { type: 'boolean', default: false },
    'report-prefix': { type: 'string', default: '' },
    files: { type: 'string' },
  },
})
let selected: Set<Step>
try {
  selected = selectedSteps(values.only)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(2)
}
const prefix = values['report-prefix'] ?? ''
if (!values['keep-reports']) rmSync(REPORT_DIR, { recursive: true, force: true })
mkdirSync(REPORT_DIR, { recursive: true })

// Vitest's own filters: a file runs when its path contains one of them.
const fileFilters = values.files?.split(',').map((name) => name.trim()).filter(Boolean) ?? []
const reportFile = (step: Step) => path.join(REPORT_DIR, `${prefix}${step}.json`)
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }

function run(command: string, args: string[], extraEnv: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } })
    child.once('error', () => resolve(1))
    child.once('exit', (code) => resolve(code ?? 1))
  })
}

/** A step without a test report of its own counts as one test. */
function recordStep(step: Step, ok: boolean) {
  writeFileSync(reportFile(step), JSON.stringify({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 }))
}

const bin = (name: string) => path.join('node_modules', '.bin', name)
let failed = false
const banner = (step: string) => console.log(`\n=== ${step} ===`)

console.log(`Node ${process.versions.node}`)
const stepTimes: StepTime[] = []
for (const step of STEPS) {
  if (!selected.has(step)) continue
  banner(step)
  const started = performance.now()
  let code: number
  switch (step) {
    case 'typecheck':
      // Not incremental: TypeScript 7 has passed here on a stale tsconfig.tsbuildinfo while the sources had errors.
      code = await run(bin('tsc'), ['--noEmit', '-p', '.', '--incremental', 'false'])
      recordStep(step, code === 0)
      break
    case 'lint':
      code = await run(bin('oxlint'), ['--deny-warnings'])
      recordStep(step, code === 0)
      break
    case 'unit':
    case 'runner':
    case 'integration':
      code = await run(bin('vitest'), ['run', '--project', step, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile(step)}`, ...fileFilters])
      break
    case 'build':
      try {
        await buildIfNeeded((line) => console.log(line))
        code = 0
      } catch (error) {
        console.error(error instanceof Error ? error.message : error)
        code = 1
      }
      recordStep(step, code === 0)
      break
    case 'e2e':
      code = await run(bin('playwright'), ['test'], { E2E_JSON_REPORT: reportFile(step) })
      break
  }
  // The summary holds each report to its runner's exit code: a crash with no report, or a report showing no failure, still counts.
  recordExitCode(reportFile(step), code)
  stepTimes.push({ step, seconds: (performance.now() - started) / 1000, slowest: slowestFilesIn(reportFile(step)) })
  if (code !== 0) {
    failed = true
    if (step === 'build') {
      console.error('The build failed: integration and end-to-end tests cannot run.')
      for (const later of ['integration', 'e2e'] as const) if (selected.has(later)) recordStep(later, false)
      break
    }
  }
}

const timeLines = stepTimeLines(stepTimes)
writeFileSync(path.join(REPORT_DIR, `${prefix}step-times.txt`), `${timeLines.join('\n')}\n`)
console.log(['', ...timeLines, '', ...summaryLines()].join('\n'))
process.exit(failed || summarise().failed > 0 ? 1 : 0)
