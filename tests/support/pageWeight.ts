/**
 * What a page's document weighs, as the page budgets measure it: its bytes
 * (markup plus React's inline payload, before compression), the payload's
 * share, how many elements it holds, and the markup of each car card. Plain
 * text rules over the HTML our own server renders; the budget test and
 * bench:pages share them.
 */
export type PageWeight = { bytes: number; payloadBytes: number; elements: number; cardBytes: number[] }

/** Inline scripts and styles: their text is not markup, and React's payload lives in the scripts. */
const SCRIPT_OR_STYLE = /<(script|style)\b[^>]*>([\s\S]*?)<\/\1>/gi

/** React's flight data, the payload Next inlines for hydration: one `self.__next_f.push(...)` script after another. */
const FLIGHT_SCRIPT = /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push|^self\.__next_f\.push/

/** An element's start tag: `<` and a letter (React escapes `<` in text and attributes). */
const START_TAG = /<[a-zA-Z][^\s/>]*/g

/** Each car card's markup: from its `<li class="car-card …">` to the `</li>` that closes it. */
export function carCardMarkup(html: string): string[] {
  const cards: string[] = []
  const opening = /<li\b[^>]*class="car-card\b/g
  for (const match of html.matchAll(opening)) {
    let depth = 0
    const tags = /<(\/?)li\b[^>]*>/g
    tags.lastIndex = match.index
    for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
      depth += tag[1] ? -1 : 1
      if (depth === 0) {
        cards.push(html.slice(match.index, tags.lastIndex))
        break
      }
    }
  }
  return cards
}

export function pageWeight(html: string): PageWeight {
  let payloadBytes = 0
  for (const [, , text] of html.matchAll(SCRIPT_OR_STYLE)) if (FLIGHT_SCRIPT.test(text!)) payloadBytes += Buffer.byteLength(text!)
  const markup = html.replace(SCRIPT_OR_STYLE, '<$1></$1>')
  return {
    bytes: Buffer.byteLength(html),
    payloadBytes,
    elements: markup.match(START_TAG)?.length ?? 0,
    cardBytes: carCardMarkup(html).map((card) => Buffer.byteLength(card)),
  }
}
