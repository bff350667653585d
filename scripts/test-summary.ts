/**
 * Prints the sum of every test runner's JSON report in .data/test-reports/
 * as one plain line, `N passed, N failed`, which CI reads, after the name of
 * each failure.
 */
import { summaryLines } from './lib/testReports'

console.log(summaryLines().join('\n'))
