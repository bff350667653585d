import { normalise, words } from './text'

/**
 * Value ids of one facet attribute. Ids only ever grow, so a vehicle prepared
 * once keeps valid ids across index rebuilds (src/search/builtIn/indexStore.ts).
 */
export class ValueDictionary {
  /** Display form of each id (the first spelling seen). */
  readonly values: string[] = []
  /** Normalised value → id: "Toyota" and "toyota" are one value. */
  readonly ids = new Map<string, number>()
  // Each distinct raw spelling is normalised once.
  private readonly raw = new Map<string, number>()

  idOf(value: string): number {
    const known = this.raw.get(value)
    if (known !== undefined) return known
    const key = normalise(value)
    let id = this.ids.get(key)
    if (id === undefined) {
      id = this.values.length
      this.ids.set(key, id)
      this.values.push(value)
    }
    this.raw.set(value, id)
    return id
  }
}

/** Word ids of the searchable text. */
export class WordDictionary {
  readonly words: string[] = []
  readonly ids = new Map<string, number>()
  /** Words seen outside stock numbers, VINs and regos: only these are reached by typos. */
  readonly typoable: boolean[] = []
  private readonly cut = new Map<string, number[]>()

  /** The word ids of a text, in order (texts repeat across vehicles, so each is cut once). */
  idsOf(text: string, isIdentifier: boolean): number[] {
    let ids = this.cut.get(text)
    if (!ids) {
      ids = words(text).map((word) => {
        let id = this.ids.get(word)
        if (id === undefined) {
          id = this.words.length
          this.ids.set(word, id)
          this.words.push(word)
          this.typoable.push(false)
        }
        return id
      })
      this.cut.set(text, ids)
    }
    if (!isIdentifier) for (const id of ids) this.typoable[id] = true
    return ids
  }
}

/**
 * One site's dictionaries. They outlive index builds so that a delta only
 * prepares the vehicles it changed; the index store starts afresh when too
 * many values have gone stale.
 */
export class SiteDictionary {
  readonly facets = new Map<string, ValueDictionary>()
  readonly words = new WordDictionary()

  facet(attribute: string): ValueDictionary {
    let dictionary = this.facets.get(attribute)
    if (!dictionary) this.facets.set(attribute, (dictionary = new ValueDictionary()))
    return dictionary
  }
}
