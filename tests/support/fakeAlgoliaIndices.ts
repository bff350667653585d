import type { IndexSettings } from 'algoliasearch'

/** One write the fake applied, as tests count them: a record action, or new settings. */
export type FakeWrite = { index: string; action: string; objectID?: string }

type Index = { records: Map<string, Record<string, unknown>>; settings: IndexSettings | null; version: number }

/**
 * The fake's indices, in memory: records by objectID and settings. Replicas
 * hold no records of their own; they read their primary's, as Algolia's
 * standard replicas mirror it.
 */
export class FakeIndices {
  readonly writes: FakeWrite[] = []
  private readonly indices = new Map<string, Index>()

  private index(name: string): Index {
    let index = this.indices.get(name)
    if (!index) this.indices.set(name, (index = { records: new Map(), settings: null, version: 0 }))
    return index
  }

  /** The primary whose records an index shows: itself, or the primary listing it among its replicas. */
  primaryOf(name: string): string {
    for (const [primary, { settings }] of this.indices) if (settings?.replicas?.includes(name)) return primary
    return name
  }

  records(name: string): { records: Record<string, unknown>[]; version: number } {
    const primary = this.index(this.primaryOf(name))
    return { records: [...primary.records.values()], version: primary.version }
  }

  settings(name: string): IndexSettings | null {
    return this.indices.get(name)?.settings ?? null
  }

  exists(name: string): boolean {
    return this.indices.get(name)?.settings != null || (this.indices.get(this.primaryOf(name))?.records.size ?? 0) > 0
  }

  setSettings(name: string, settings: IndexSettings): void {
    const index = this.index(name)
    index.settings = { ...index.settings, ...settings }
    for (const replica of settings.replicas ?? []) this.index(replica).settings ??= {}
    this.writes.push({ index: name, action: 'setSettings' })
  }

  /** One action of a batch, as Algolia's batch endpoint takes it. */
  apply(name: string, action: string, body: Record<string, unknown>): string {
    if (this.primaryOf(name) !== name) throw new Error(`${name} is a replica: write to its primary`)
    const index = this.index(name)
    const objectID = String(body.objectID ?? '')
    if (!objectID) throw new Error(`${action} needs an objectID`)
    const stored = index.records.get(objectID)
    switch (action) {
      case 'addObject':
      case 'updateObject':
        index.records.set(objectID, { ...body, objectID })
        break
      case 'deleteObject':
        index.records.delete(objectID)
        break
      case 'partialUpdateObject':
      case 'partialUpdateObjectNoCreate':
        if (stored || action === 'partialUpdateObject') index.records.set(objectID, { ...stored, ...body, objectID })
        break
      default:
        throw new Error(`the fake Algolia has no batch action "${action}"`)
    }
    index.version++
    this.writes.push({ index: name, action, objectID })
    return objectID
  }

  /** Forgets every index and write (between tests). */
  clear(): void {
    this.indices.clear()
    this.writes.length = 0
  }
}
