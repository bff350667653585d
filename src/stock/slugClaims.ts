/**
 * Slugs are a vehicle's address on its site, so two vehicles of one site may
 * never share one. An import settles them before it writes anything:
 *
 * - A vehicle keeps the slug it has. A feed record that asks for a slug
 *   another vehicle holds (one in stock, or one earlier in the same file) is
 *   rejected, not the holder: a car's address does not move under shoppers.
 * - A vehicle that takes a new slug frees its old one for other records,
 *   wherever they are in the file. Two vehicles swapping slugs are both
 *   refused: each asks for a slug the other still holds.
 *
 * Slugs freed by vehicles the import removes are free from the start.
 */

export type SlugRequest = { id: string; row: number; slug: string }

export type SlugSettlement = {
  /** Records refused, with the vehicle that holds the slug they asked for. */
  refused: { id: string; row: number; slug: string; holder: string }[]
  /** Vehicles giving up a slug another vehicle takes: they must move off it before the others are written. */
  moving: string[]
}

/**
 * @param kept vehicle id → current slug, for every vehicle of the site the import does not remove
 * @param requests records to write whose vehicle is new or changes its slug, in file order (earlier rows win a contested slug)
 */
export function settleSlugs(kept: ReadonlyMap<string, string>, requests: readonly SlugRequest[]): SlugSettlement {
  const holders = new Map<string, string>()
  for (const [id, slug] of kept) holders.set(slug, id)
  const freed: string[] = []
  // Passes in file order until nothing more settles: a record may wait for a slug that a later record frees.
  let waiting = [...requests]
  for (let settled = true; settled && waiting.length > 0; ) {
    settled = false
    const stillWaiting: SlugRequest[] = []
    for (const request of waiting) {
      const holder = holders.get(request.slug)
      if (holder !== undefined && holder !== request.id) {
        stillWaiting.push(request)
        continue
      }
      const previous = kept.get(request.id)
      if (previous !== undefined && previous !== request.slug) {
        holders.delete(previous)
        freed.push(request.id)
      }
      holders.set(request.slug, request.id)
      settled = true
    }
    waiting = stillWaiting
  }
  const refused = waiting.map((request) => ({ ...request, holder: holders.get(request.slug) as string }))
  const moving = freed.filter((id) => {
    const holder = holders.get(kept.get(id) as string)
    return holder !== undefined && holder !== id
  })
  return { refused, moving }
}
