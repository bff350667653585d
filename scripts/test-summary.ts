/**
 * Prints each pass's step times (scripts/lib/stepTimes.ts), then the sum of
 * every test runner's JSON report in .data/test-reports/ as one plain line,
 * `N passed, N failed`, which CI reads, after the name of each failure.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { REPORT_DIR, summaryLines } from './lib/testReports'

const timeFiles = existsSync(REPORT_DIR) ? readdirSync(REPORT_DIR).filter((name) => name.endsWith('step-times.txt')).sort() : []
for (const name of timeFiles) console.log(`${name}:\n${readFileSync(path.join(REPORT_DIR, name), 'utf8')}`)
console.log(summaryLines().join('\n'))
