import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { slowestFiles, stepTimeLines } from '../../scripts/lib/stepTimes'

describe('npm test’s step times', () => {
  it('names a vitest report’s slowest files by their own start and end, slowest first, five at most', () => {
    const testResults = Array.from({ length: 7 }, (_, at) => ({ name: path.join(process.cwd(), `tests/unit/f${at}.test.ts`), startTime: 1_000, endTime: 1_000 + at * 1_500 }))
    expect(slowestFiles({ testResults })).toEqual([6, 5, 4, 3, 2].map((at) => ({ file: `tests/unit/f${at}.test.ts`, seconds: at * 1.5 })))
  })

  it('adds up a Playwright report’s test durations per file, retries and nested describes included', () => {
    const report = {
      suites: [
        { file: 'a.spec.ts', specs: [{ file: 'a.spec.ts', tests: [{ results: [{ duration: 1_000 }, { duration: 500 }] }] }], suites: [{ file: 'a.spec.ts', specs: [{ file: 'a.spec.ts', tests: [{ results: [{ duration: 2_000 }] }] }] }] },
        { file: 'b.spec.ts', specs: [{ file: 'b.spec.ts', tests: [{ results: [{ duration: 4_000 }] }] }] },
      ],
    }
    expect(slowestFiles(report)).toEqual([
      { file: 'tests/e2e/b.spec.ts', seconds: 4 },
      { file: 'tests/e2e/a.spec.ts', seconds: 3.5 },
    ])
  })

  it('prints each step’s wall time with its slowest files under it, and the total', () => {
    const lines = stepTimeLines([
      { step: 'unit', seconds: 72.4, slowest: [{ file: 'tests/unit/x.test.ts', seconds: 16.8 }] },
      { step: 'e2e', seconds: 1_259.6, slowest: [] },
    ])
    expect(lines).toEqual(['Step times (wall clock, m:ss):', '  unit          1:12', '        0:17  tests/unit/x.test.ts', '  e2e          21:00', '  total        22:12'])
  })
})
