'use client'

import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react'

import { FavouriteToggle } from '@/components/stock/FavouriteToggle'
import { dataLayerEvent } from '@/domain/analyticsEvents'
import { isSold, type Car } from '@/domain/car'
import { readFavourites, type Favourite } from '@/domain/favourites'
import { priceDisplay } from '@/domain/priceDisplay'
import { savedCarPrice, savedCarStatus } from '@/domain/savedCars'
import { BASE_INDEX_NAME } from '@/domain/searchAttributes'
import { capitalised, type Vocabulary } from '@/domain/vocabulary'

import { storedFavourites, subscribeToFavourites } from '../stock/favouritesStore'
import { SavedCarItem, SavedCarList, type SavedCarView } from './SavedCarItem'

const notHydrated = () => undefined

/** A saved vehicle as the site lists it now: what its row reads. */
type Listing = Car & { objectID: string; primary_image_url?: string | null }

/** The listed vehicles among the slugs, from the site's search API; null when it cannot be asked (the rows then show what the device kept). */
async function listingsOf(slugs: readonly string[]): Promise<Map<string, Listing> | null> {
  try {
    const params = { facetFilters: [slugs.map((slug) => `slug:${slug}`)], hitsPerPage: slugs.length }
    const response = await fetch('/api/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requests: [{ indexName: BASE_INDEX_NAME, params }] }) })
    if (!response.ok) return null
    const hits = ((await response.json()) as { results?: { hits?: Listing[] }[] }).results?.[0]?.hits ?? []
    return new Map(hits.map((hit) => [hit.slug ?? '', hit]))
  } catch {
    return null
  }
}

/**
 * The favourites this browser keeps (device-mode sites), each
 * as the site lists it now (asked of the search API): photo, price and status
 * since saving, and its heart to remove it. Until the answer comes (or when
 * it fails) a row shows what the device kept. Without JavaScript there is no
 * list to read, so the page says so; an empty list shows `empty`.
 */
export function DeviceFavourites({ subscriptions, words, empty }: { subscriptions: boolean; words: Vocabulary; empty: ReactNode }) {
  const stored = useSyncExternalStore(subscribeToFavourites, storedFavourites, notHydrated)
  const favourites = readFavourites(stored ?? null)
  const slugs = favourites.map((favourite) => favourite.slug).join('\n')
  const [listings, setListings] = useState<{ slugs: string; found: Map<string, Listing> | null } | null>(null)

  useEffect(() => {
    if (slugs === '') return
    let current = true
    void listingsOf(slugs.split('\n')).then((found) => {
      if (current) setListings({ slugs, found })
    })
    return () => {
      current = false
    }
  }, [slugs])

  if (stored === undefined) return <p>{`Your favourites are kept in this browser; they show here once the page has loaded.`}</p>
  if (favourites.length === 0) return <>{empty}</>
  // Only a lookup of these very slugs is trusted; a removal asks again.
  const found = listings?.slugs === slugs ? listings.found : null
  return (
    <SavedCarList label={`Saved ${words.many}`}>
      {favourites.map((favourite) => {
        const listing = found ? (found.get(favourite.slug) ?? 'gone') : null
        return (
          <SavedCarItem
            key={favourite.id}
            car={savedCarView(favourite, listing, subscriptions)}
            goneText={`No longer listed: this ${words.one} has been sold or withdrawn.`}
            toggle={
              <span className="favourite-slot">
                <FavouriteToggle car={favourite} sold={listing !== null && listing !== 'gone' && isSold(listing)} event={dataLayerEvent('favourite', listing && listing !== 'gone' ? listing : null)} words={words} />
              </span>
            }
          />
        )
      })}
    </SavedCarList>
  )
}

/** A row from the site's listing; before it is known, from what the device kept. */
function savedCarView(favourite: Favourite, listing: Listing | 'gone' | null, subscriptions: boolean): SavedCarView {
  if (listing === 'gone') return { id: favourite.id, title: favourite.name || capitalised(favourite.slug), listing: null }
  const href = `/cars/${favourite.slug}`
  if (listing === null) {
    const photo = favourite.primary_image_url ? { src: favourite.primary_image_url } : null
    return { id: favourite.id, title: favourite.name, listing: { href, photo, price: priceDisplay({ price: favourite.price ?? null }, { subscriptions: false }), status: null } }
  }
  const status = savedCarStatus(listing, favourite.price)
  const photo = listing.primary_image_url?.trim()
  return { id: favourite.id, title: favourite.name, listing: { href, photo: photo ? { src: photo } : null, price: savedCarPrice(priceDisplay(listing, { subscriptions }), status), status } }
}
