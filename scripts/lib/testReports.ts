/** Adds up every test runner's JSON report in .data/test-reports/. */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const REPORT_DIR = path.resolve('.data/test-reports')

type Counts = { passed: number; failed: number }

function countsOf(report: Record<string, unknown>): Counts {
  // vitest --reporter=json
  if (typeof report.numPassedTests === 'number') {
    return { passed: report.numPassedTests, failed: Number(report.numFailedTests ?? 0) }
  }
  // Playwright's json reporter
  const stats = report.stats as { expected?: number; unexpected?: number; flaky?: number } | undefined
  if (stats && typeof stats.expected === 'number') {
    return { passed: stats.expected + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 }
  }
  // Our own steps (typecheck, lint, build)
  return { passed: Number(report.passed ?? 0), failed: Number(report.failed ?? 0) }
}

export function summarise(): Counts {
  const total: Counts = { passed: 0, failed: 0 }
  if (!existsSync(REPORT_DIR)) return total
  for (const file of readdirSync(REPORT_DIR).filter((name) => name.endsWith('.json'))) {
    try {
      const counts = countsOf(JSON.parse(readFileSync(path.join(REPORT_DIR, file), 'utf8')))
      total.passed += counts.passed
      total.failed += counts.failed
    } catch {
      // An unreadable report means its runner crashed: count it as a failure.
      total.failed += 1
    }
  }
  return total
}
