/**
 * The year filter's choices, "2020 or newer": a lower bound is what shoppers
 * set for a year, and each choice is a plain link, so it works without
 * JavaScript. Counted from the year facet, newest first; the oldest year is
 * left out, as choosing it filters nothing.
 */

export type YearChoice = { year: number; count: number }

/** At most this many choices: the newest years one by one, older ones in steps of five. */
const MOST_CHOICES = 10

export function yearChoices(counts: Readonly<Record<string, number>>): YearChoice[] {
  const years = Object.entries(counts)
    .map(([year, count]) => [Number(year), count] as const)
    .filter(([year, count]) => Number.isInteger(year) && count > 0)
    .sort((a, b) => b[0] - a[0])
  const choices: YearChoice[] = []
  let total = 0
  for (const [index, [year, count]] of years.entries()) {
    total += count
    if (index === years.length - 1) break
    const step = choices.length < MOST_CHOICES / 2 || year % 5 === 0
    if (step && choices.length < MOST_CHOICES) choices.push({ year, count: total })
  }
  return choices
}
