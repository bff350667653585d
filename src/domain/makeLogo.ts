/**
 * A make's logo on a facet tile. We ship no manufacturer artwork (trade marks,
 * and page weight): each make gets a monogram drawn as a small inline SVG, its
 * letters and colour derived from the name alone, so the same make looks the
 * same on every site and every page, and a new make needs no file.
 */

/** Names already written as an abbreviation keep it whole (BMW, MG, BYD, GWM, KTM, LDV). */
const ABBREVIATION = /^[A-Z0-9]{2,3}$/

/** Toyota → T, Land Rover → LR, Mercedes-Benz → MB, BMW → BMW. */
export function makeMonogram(make: string): string {
  const name = make.trim()
  if (ABBREVIATION.test(name)) return name
  const words = name.split(/[\s-]+/).filter((word) => /[a-z0-9]/i.test(word))
  if (words.length === 0) return '?'
  return words
    .slice(0, 2)
    .map((word) => word.replace(/[^a-z0-9]/gi, '').charAt(0).toUpperCase())
    .join('')
}

/** A stable hue (0-359) from the make's name, so makes are told apart by colour as well as letters. */
export function makeLogoHue(make: string): number {
  let hash = 0
  for (const char of make.trim().toLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) % 360_000
  return hash % 360
}
