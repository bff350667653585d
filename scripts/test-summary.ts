/**
 * Prints the sum of every test runner's JSON report in .data/test-reports/
 * as one plain line, `N passed, N failed`, which CI reads.
 */
import { summarise } from './lib/testReports'

const { passed, failed } = summarise()
console.log(`${passed} passed, ${failed} failed`)
