/**
 * The make select: "lists popular makes first, then all
 * makes after item 20". Popular makes come in the platform's popularity order
 * (the vehicle reference data's `popular` flag, POPULAR_MAKES as first stored),
 * limited to makes this site has in stock, at most 20; every make of the site
 * then follows in alphabetical order, the popular ones included, so a shopper
 * who reads the long list alphabetically finds every make in it.
 */

/** The make select lists this many popular makes, then all makes after item 20. */
export const MAKE_SELECT_POPULAR_COUNT = 20

export type MakeSelectOptions = { popular: string[]; all: string[] }

const key = (make: string) => make.trim().toLowerCase()

export function makeSelectOptions(siteMakes: readonly string[], popularMakes: readonly string[]): MakeSelectOptions {
  // The site's own spelling wins: it is what the search filters on and what the shopper sees on the cars.
  const byKey = new Map<string, string>()
  for (const make of siteMakes) if (make.trim() && !byKey.has(key(make))) byKey.set(key(make), make)
  const popular = [...new Set(popularMakes.map(key))]
    .map((make) => byKey.get(make))
    .filter((make): make is string => make !== undefined)
    .slice(0, MAKE_SELECT_POPULAR_COUNT)
  const all = [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en-AU', { sensitivity: 'base' }))
  return { popular, all }
}

type Refinements = Readonly<Record<string, readonly string[] | undefined>>

/**
 * Choosing a make in the select replaces the makes of the search ('' for any
 * make) and keeps only the chosen make's models: a model of another make would
 * leave the shopper with no cars.
 */
export function withMakeChoice(refinements: Refinements, make: string): { make: string[]; make_model: string[] } {
  const makes = make ? [make] : []
  const models = (refinements.make_model ?? []).filter((value) => makes.some((name) => value.toLowerCase().startsWith(`${key(name)}|`)))
  return { make: makes, make_model: models }
}
