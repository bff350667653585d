/**
 * Adds up every test runner's JSON report in .data/test-reports/.
 *
 * The sum must never read "0 failed" for a run that broke, so besides failed
 * tests it counts, one failure each:
 * - a test file that failed with no failed test in it (its import, a
 *   beforeAll or an afterAll threw),
 * - a vitest run that reports `success: false` with nothing counted (its
 *   global setup threw, so no file ran),
 * - each Playwright error outside a test (global setup, global timeout) and
 *   each test a crash interrupted,
 * - a runner whose exit code was not 0 while its report shows no failure
 *   (vitest reports an unhandled error only through its exit code),
 * - a runner that left no report, or an unreadable one.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const REPORT_DIR = path.resolve('.data/test-reports')

export type Counts = { passed: number; failed: number }

const REPORT = '.json'
const EXIT_CODE = '.exit-code'

/** Records the exit code of the runner that wrote (or should have written) `reportFile`, next to it. */
export function recordExitCode(reportFile: string, code: number): void {
  writeFileSync(reportFile.slice(0, -REPORT.length) + EXIT_CODE, String(code))
}

type VitestFile = { status?: string; assertionResults?: { status?: string }[] }

function vitestCounts(report: Record<string, unknown>): Counts {
  const files = (report.testResults ?? []) as VitestFile[]
  const fileErrors = files.filter((file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed')).length
  const failed = Number(report.numFailedTests ?? 0) + fileErrors
  return { passed: Number(report.numPassedTests), failed: failed === 0 && report.success === false ? 1 : failed }
}

type PlaywrightSuite = { suites?: PlaywrightSuite[]; specs?: { tests?: { results?: { status?: string }[] }[] }[] }

function interruptedTests(suites: PlaywrightSuite[]): number {
  return suites.reduce(
    (sum, suite) =>
      sum +
      interruptedTests(suite.suites ?? []) +
      (suite.specs ?? []).flatMap((spec) => spec.tests ?? []).filter((test) => (test.results ?? []).some((result) => result.status === 'interrupted')).length,
    0,
  )
}

function playwrightCounts(report: Record<string, unknown>, stats: { expected: number; unexpected?: number; flaky?: number }): Counts {
  const errors = Array.isArray(report.errors) ? report.errors.length : 0
  const suites = (report.suites ?? []) as PlaywrightSuite[]
  return { passed: stats.expected + (stats.flaky ?? 0), failed: (stats.unexpected ?? 0) + errors + interruptedTests(suites) }
}

/** One runner's counts, from its report as written. */
export function countsOf(report: Record<string, unknown>): Counts {
  if (typeof report.numPassedTests === 'number') return vitestCounts(report)
  const stats = report.stats as { expected?: number; unexpected?: number; flaky?: number } | undefined
  if (stats && typeof stats.expected === 'number') return playwrightCounts(report, { ...stats, expected: stats.expected })
  // Our own steps (typecheck, lint, build)
  return { passed: Number(report.passed ?? 0), failed: Number(report.failed ?? 0) }
}

function readReport(file: string): Counts {
  // A missing or unreadable report means its runner crashed: one failure.
  if (!existsSync(file)) return { passed: 0, failed: 1 }
  try {
    return countsOf(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
  } catch {
    return { passed: 0, failed: 1 }
  }
}

function reportNames(dir: string): string[] {
  if (!existsSync(dir)) return []
  const names = new Set(
    readdirSync(dir)
      .filter((name) => name.endsWith(REPORT) || name.endsWith(EXIT_CODE))
      .map((name) => name.slice(0, name.lastIndexOf('.'))),
  )
  return [...names].sort()
}

function exitCodeOf(dir: string, name: string): number {
  const file = path.join(dir, name + EXIT_CODE)
  return existsSync(file) ? Number(readFileSync(file, 'utf8')) : 0
}

/** The sum over every report in `dir`, each held to its runner's exit code. */
export function summarise(dir = REPORT_DIR): Counts {
  const total: Counts = { passed: 0, failed: 0 }
  for (const name of reportNames(dir)) {
    const counts = readReport(path.join(dir, name + REPORT))
    total.passed += counts.passed
    total.failed += exitCodeOf(dir, name) !== 0 && counts.failed === 0 ? 1 : counts.failed
  }
  return total
}

const firstLine = (text: unknown) => String(text ?? '').split('\n').find((line) => line.trim() !== '') ?? ''

type VitestFileNamed = Omit<VitestFile, 'assertionResults'> & { name?: string; message?: string; assertionResults?: { status?: string; fullName?: string }[] }

function vitestFailures(report: Record<string, unknown>): string[] {
  return ((report.testResults ?? []) as VitestFileNamed[]).flatMap((file) => {
    const where = path.relative(process.cwd(), file.name ?? '?')
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed').map((test) => `${where} › ${test.fullName}`)
    if (tests.length > 0 || file.status !== 'failed') return tests
    return [`${where}: ${firstLine(file.message) || 'the file failed outside its tests'}`]
  })
}

type PlaywrightSpecNamed = { title?: string; file?: string; line?: number; tests?: { status?: string; results?: { status?: string }[] }[] }
type PlaywrightSuiteNamed = { title?: string; suites?: PlaywrightSuiteNamed[]; specs?: PlaywrightSpecNamed[] }

function playwrightFailures(report: Record<string, unknown>): string[] {
  // The top-level suites are files (describes null); the ones inside are describe blocks, whose titles tell apart tests of the same title (one per screen size).
  const walk = (suites: PlaywrightSuiteNamed[], describes: string[] | null): string[] =>
    suites.flatMap((suite) => {
      const within = describes === null ? [] : [...describes, suite.title ?? '']
      return [
        ...(suite.specs ?? [])
          .filter((spec) => (spec.tests ?? []).some((test) => test.status === 'unexpected' || (test.results ?? []).some((result) => result.status === 'interrupted')))
          .map((spec) => `${spec.file}:${spec.line} › ${[...within, spec.title].join(' › ')}`),
        ...walk(suite.suites ?? [], within),
      ]
    })
  const errors = (Array.isArray(report.errors) ? report.errors : []) as { message?: string }[]
  return [...walk((report.suites ?? []) as PlaywrightSuiteNamed[], null), ...errors.map((error) => `outside any test: ${firstLine(error.message)}`)]
}

/**
 * What failed, one line each, prefixed with the report's name: so the tail of
 * a CI log names the failures, not just their count.
 */
export function failures(dir = REPORT_DIR): string[] {
  return reportNames(dir).flatMap((name) => {
    const file = path.join(dir, name + REPORT)
    let report: Record<string, unknown> | undefined
    try {
      report = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
    } catch {
      return [`[${name}] no readable report: the runner crashed (exit code ${exitCodeOf(dir, name)})`]
    }
    const counts = countsOf(report)
    const named = typeof report.numPassedTests === 'number' ? vitestFailures(report) : report.stats ? playwrightFailures(report) : counts.failed > 0 ? ['the step failed'] : []
    const lines = named.length > 0 || counts.failed === 0 ? named : [`${counts.failed} failed (see the log above)`]
    const exitCode = exitCodeOf(dir, name)
    if (exitCode !== 0 && counts.failed === 0) lines.push(`exited with code ${exitCode} with no failure in its report (an unhandled error?)`)
    return lines.map((line) => `[${name}] ${line}`)
  })
}

/** The closing lines of a run: each failure, then `N passed, N failed`. */
export function summaryLines(dir = REPORT_DIR): string[] {
  const { passed, failed } = summarise(dir)
  const named = failures(dir)
  return [...(named.length > 0 ? ['Failed:', ...named.map((line) => `  ${line}`)] : []), `${passed} passed, ${failed} failed`]
}
