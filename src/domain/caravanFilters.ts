/**
 * The search filters of a site that sells caravans, shown where the results
 * hold caravans: berths, length, ATM and axles. Each bound is one choice, a
 * plain link, so it works without JavaScript, counted from the facet's counts:
 * - Sleeps: "Sleeps 4+", a lower bound: the berths a family needs at least.
 * - Length: "Up to 6 m", an upper bound in whole metres (the carport or the
 *   storage bay); filtered by the length in metres (body_length_metres), as
 *   the feed's feet are converted for shoppers.
 * - ATM: "Up to 2,500 kg", an upper bound in steps of 500 kg: what the tow
 *   vehicle is rated to pull.
 * - Axles (axle_type): a list of its values, Single or Tandem.
 * A bound that keeps every caravan in the results filters nothing and is left out.
 */

/** The caravan filters written as range bounds (range[sleeps]=4:). */
export const CARAVAN_RANGE_FILTERS = ['sleeps', 'body_length_metres', 'aggregate_trailer_mass'] as const
export type CaravanRangeFilter = (typeof CARAVAN_RANGE_FILTERS)[number]

/** Every caravan attribute the search page counts, for its lists. */
export const CARAVAN_FACETS = [...CARAVAN_RANGE_FILTERS, 'axle_type'] as const

/** Whether a choice sets the least (Sleeps 4+) or the most (Up to 6 m) a caravan may have. */
export const CARAVAN_BOUNDS: Record<CaravanRangeFilter, 'min' | 'max'> = { sleeps: 'min', body_length_metres: 'max', aggregate_trailer_mass: 'max' }

/** Upper bounds step by whole metres of length and by 500 kg of ATM. */
const STEPS: Record<Exclude<CaravanRangeFilter, 'sleeps'>, number> = { body_length_metres: 1, aggregate_trailer_mass: 500 }

export type BoundChoice = { bound: number; count: number; label: string }

const grouped = new Intl.NumberFormat('en-AU')

function numericCounts(counts: Readonly<Record<string, number>>): [number, number][] {
  return Object.entries(counts)
    .map(([value, count]) => [Number(value), count] as [number, number])
    .filter(([value, count]) => Number.isFinite(value) && value > 0 && count > 0)
    .sort((a, b) => a[0] - b[0])
}

/** The choices of one caravan filter, from its facet counts, smallest bound first. */
export function caravanFilterChoices(attribute: CaravanRangeFilter, counts: Readonly<Record<string, number>>): BoundChoice[] {
  const values = numericCounts(counts)
  if (attribute === 'sleeps') {
    // Sleeps N+: every berth count but the smallest, each counting the caravans that sleep at least as many.
    return values.slice(1).map(([sleeps]) => ({ bound: sleeps, count: values.filter(([value]) => value >= sleeps).reduce((sum, [, count]) => sum + count, 0), label: `Sleeps ${sleeps}+` }))
  }
  const step = STEPS[attribute]
  const total = values.reduce((sum, [, count]) => sum + count, 0)
  const choices: BoundChoice[] = []
  if (values.length === 0) return choices
  for (let bound = Math.ceil(values[0]![0] / step) * step; bound < values.at(-1)![0]; bound += step) {
    const count = values.filter(([value]) => value <= bound).reduce((sum, [, each]) => sum + each, 0)
    if (count > 0 && count < total) choices.push({ bound, count, label: boundLabel(attribute, bound) })
  }
  return choices
}

/** "Sleeps 4+", "Up to 6 m", "Up to 2,500 kg": a choice's words, also for a chosen bound the results no longer count. */
export function boundLabel(attribute: CaravanRangeFilter, bound: number): string {
  if (attribute === 'sleeps') return `Sleeps ${bound}+`
  return attribute === 'body_length_metres' ? `Up to ${bound} m` : `Up to ${grouped.format(bound)} kg`
}
