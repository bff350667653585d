/**
 * How long each step of `npm test` took, and which test files took longest:
 * printed at the end of the run and written beside the test reports
 * (`<prefix>step-times.txt`; not a `.json`, so the summary never reads it
 * as a report).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

export type FileTime = { file: string; seconds: number }
export type StepTime = { step: string; seconds: number; slowest: FileTime[] }

/** How many of a step's slowest files are named. */
export const SLOWEST_SHOWN = 5

type VitestFile = { name?: string; startTime?: number; endTime?: number }
type PlaywrightResult = { duration?: number }
type PlaywrightSuite = { file?: string; suites?: PlaywrightSuite[]; specs?: { file?: string; tests?: { results?: PlaywrightResult[] }[] }[] }

function playwrightFileMs(suites: PlaywrightSuite[], into: Map<string, number>): Map<string, number> {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      const ms = (spec.tests ?? []).flatMap((test) => test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0)
      const file = spec.file ?? suite.file ?? '?'
      into.set(file, (into.get(file) ?? 0) + ms)
    }
    playwrightFileMs(suite.suites ?? [], into)
  }
  return into
}

/** A runner's report's files by the time they took, slowest first: vitest's per-file start and end, Playwright's summed test durations. */
export function slowestFiles(report: Record<string, unknown>, count = SLOWEST_SHOWN): FileTime[] {
  const times: FileTime[] = Array.isArray(report.testResults)
    ? (report.testResults as VitestFile[]).map((file) => ({ file: path.relative(process.cwd(), file.name ?? '?'), seconds: ((file.endTime ?? 0) - (file.startTime ?? 0)) / 1000 }))
    : [...playwrightFileMs((report.suites ?? []) as PlaywrightSuite[], new Map())].map(([file, ms]) => ({ file: path.join('tests/e2e', file), seconds: ms / 1000 }))
  return times.sort((a, b) => b.seconds - a.seconds).slice(0, count)
}

/** The slowest files of the report at `file`, or none when it is missing or unreadable. */
export function slowestFilesIn(file: string): FileTime[] {
  if (!existsSync(file)) return []
  try {
    return slowestFiles(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
  } catch {
    return []
  }
}

function minutes(seconds: number): string {
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

/** The steps' wall times as lines of text, each step's slowest files under it, and the total. */
export function stepTimeLines(steps: readonly StepTime[]): string[] {
  const total = steps.reduce((sum, step) => sum + step.seconds, 0)
  return [
    'Step times (wall clock, m:ss):',
    ...steps.flatMap((step) => [`  ${step.step.padEnd(12)}${minutes(step.seconds).padStart(6)}`, ...step.slowest.map((file) => `      ${minutes(file.seconds).padStart(6)}  ${file.file}`)]),
    `  ${'total'.padEnd(12)}${minutes(total).padStart(6)}`,
  ]
}
