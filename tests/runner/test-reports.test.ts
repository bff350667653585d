import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { failures, recordExitCode, summarise, summaryLines } from '../../scripts/lib/testReports'
import { selectedSteps, STEPS } from '../../scripts/lib/testSteps'

/**
 * The runner's self-test: real vitest and Playwright runs over the tiny case
 * suites in tests/fixtures/runner/, each report written and summed exactly as
 * `npm test` does (JSON report, exit code beside it, summarise).
 */
const FIXTURES = 'tests/fixtures/runner'
const reportDirs: string[] = []
afterAll(() => reportDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** The environment of this vitest run, less what would make the child runner think it runs inside us. */
const childEnv = (extra: Record<string, string>) =>
  Object.fromEntries(Object.entries({ ...process.env, ...extra }).filter(([name]) => !name.startsWith('VITEST'))) as NodeJS.ProcessEnv

function run(command: string, args: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join('node_modules', '.bin', command), args, { stdio: 'ignore', env: childEnv(env) })
    child.once('error', reject)
    child.once('exit', (code) => resolve(code ?? 1))
  })
}

/** Runs one case the way scripts/test.ts runs a step; returns its exit code and report directory. */
async function runCase(runner: 'vitest' | 'playwright', caseName: string, env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-test-reports-'))
  reportDirs.push(dir)
  const reportFile = path.join(dir, `${runner}.json`)
  const code =
    runner === 'vitest'
      ? await run('vitest', ['run', '--config', `${FIXTURES}/vitest.config.ts`, '--reporter=json', `--outputFile.json=${reportFile}`, `${FIXTURES}/vitest/${caseName}.case.ts`], env)
      : await run('playwright', ['test', '--config', `${FIXTURES}/playwright.config.ts`, caseName], { ...env, RUNNER_CASE_REPORT: reportFile })
  recordExitCode(reportFile, code)
  return { code, dir }
}

/** Runs one case and returns the summary of its report directory. */
async function summaryOf(runner: 'vitest' | 'playwright', caseName: string, env: Record<string, string> = {}) {
  const { code, dir } = await runCase(runner, caseName, env)
  return { code, ...summarise(dir) }
}

describe.concurrent('the summary line counts every way a run can break', { timeout: 60_000 }, () => {
  it('a passing suite: passed, nothing failed', async () => {
    expect(await summaryOf('vitest', 'passing')).toEqual({ code: 0, passed: 1, failed: 0 })
  })

  it('a failing test', async () => {
    expect(await summaryOf('vitest', 'failing-test')).toEqual({ code: 1, passed: 1, failed: 1 })
  })

  it('a test file whose import throws', async () => {
    expect(await summaryOf('vitest', 'import-throws')).toEqual({ code: 1, passed: 0, failed: 1 })
  })

  it('a beforeAll that throws', async () => {
    expect(await summaryOf('vitest', 'before-all-throws')).toEqual({ code: 1, passed: 0, failed: 1 })
  })

  it('an afterAll that throws, after its tests passed', async () => {
    expect(await summaryOf('vitest', 'after-all-throws')).toEqual({ code: 1, passed: 1, failed: 1 })
  })

  it('an unhandled rejection, which vitest reports only through its exit code', async () => {
    expect(await summaryOf('vitest', 'unhandled-rejection')).toEqual({ code: 1, passed: 1, failed: 1 })
  })

  it('a vitest global setup that throws, so no file runs', async () => {
    expect(await summaryOf('vitest', 'passing', { RUNNER_CASE_GLOBAL_SETUP_THROWS: '1' })).toEqual({ code: 1, passed: 0, failed: 1 })
  })

  it('a Playwright global setup that throws (an error outside any test)', async () => {
    expect(await summaryOf('playwright', 'passing', { RUNNER_CASE_GLOBAL_SETUP_THROWS: '1' })).toEqual({ code: 1, passed: 0, failed: 1 })
  })
})

describe('the closing lines name each failure, so the tail of a CI log says what broke', { timeout: 60_000 }, () => {
  it('a failing vitest test and failing Playwright tests, by file, describe block and title', async () => {
    const vitest = await runCase('vitest', 'failing-test')
    expect(summaryLines(vitest.dir)).toEqual(['Failed:', `  [vitest] ${FIXTURES}/vitest/failing-test.case.ts › fails`, '1 passed, 1 failed'])
    const playwright = await runCase('playwright', 'failing')
    expect(failures(playwright.dir)).toEqual(['[playwright] failing.case.ts:4 › fails', '[playwright] failing.case.ts:7 › at 390 px › fails'])
  })

  it('a file that failed outside its tests, and a crash with no report', async () => {
    const { dir } = await runCase('vitest', 'import-throws')
    expect(failures(dir)).toEqual([expect.stringMatching(/^\[vitest\] tests\/fixtures\/runner\/vitest\/import-throws\.case\.ts: .+/)])
    const crashed = mkdtempSync(path.join(os.tmpdir(), 'forecourt-test-reports-'))
    reportDirs.push(crashed)
    recordExitCode(path.join(crashed, 'e2e.json'), 137)
    expect(summaryLines(crashed)).toEqual(['Failed:', '  [e2e] no readable report: the runner crashed (exit code 137)', '0 passed, 1 failed'])
  })

  it('a clean run prints the sum alone', async () => {
    expect(summaryLines((await runCase('vitest', 'passing')).dir)).toEqual(['1 passed, 0 failed'])
  })
})

describe('the summary of reports already written', () => {
  const dirWith = (files: Record<string, string>) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-test-reports-'))
    reportDirs.push(dir)
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text)
    return dir
  }

  it('a runner that exited with no report, or an unreadable one, is a failure', () => {
    expect(summarise(dirWith({ 'e2e.exit-code': '0' }))).toEqual({ passed: 0, failed: 1 })
    expect(summarise(dirWith({ 'unit.json': '{"numPassedTests": 3, "numFa' }))).toEqual({ passed: 0, failed: 1 })
  })

  it('tests a crash interrupted count as failures', () => {
    const interrupted = { stats: { expected: 0, unexpected: 0 }, errors: [], suites: [{ suites: [{ specs: [{ tests: [{ results: [{ status: 'interrupted' }] }] }] }] }] }
    expect(summarise(dirWith({ 'e2e.json': JSON.stringify(interrupted), 'e2e.exit-code': '130' }))).toEqual({ passed: 0, failed: 1 })
  })

  it('adds the passes of CI’s second pass to the first', () => {
    const ok = JSON.stringify({ passed: 1, failed: 0 })
    expect(summarise(dirWith({ 'integration.json': ok, 'integration.exit-code': '0', 'external-integration.json': ok, 'external-integration.exit-code': '0' }))).toEqual({ passed: 2, failed: 0 })
  })
})

describe('--only', () => {
  it('names steps to run, and refuses a name that is no step, listing the steps', () => {
    expect([...selectedSteps('unit,lint')]).toEqual(['unit', 'lint'])
    expect([...selectedSteps(undefined)]).toEqual([...STEPS])
    expect(() => selectedSteps('unit,integraton')).toThrow('--only: no step is called "integraton". The steps are: typecheck, lint, unit, runner, build, integration, e2e.')
    expect(() => selectedSteps('')).toThrow(/no step is called ""/)
  })
})
