'use client'

import { useSyncExternalStore } from 'react'

import { Button } from '@/components/ui/Button'
import { Icon } from '@/components/ui/Icon'
import { readFavourites } from '@/domain/favourites'

import { storedFavourites, storeFavourites, subscribeToFavourites } from '../stock/favouritesStore'
import styles from './DeviceFavourites.module.css'

const notHydrated = () => undefined

/**
 * The favourites this browser keeps (device-mode sites):
 * name, photo and link of each, and a button to remove it. Without
 * JavaScript there is no list to read, so the page says so.
 */
export function DeviceFavourites() {
  const stored = useSyncExternalStore(subscribeToFavourites, storedFavourites, notHydrated)
  if (stored === undefined) return <p>Your favourites are kept in this browser; they show here once the page has loaded.</p>
  const favourites = readFavourites(stored)
  if (favourites.length === 0) return <p>You have not saved anything yet. Tap the heart on a listing to keep it here.</p>
  return (
    <ul className={styles.list}>
      {favourites.map((favourite) => (
        <li key={favourite.id} className={styles.item}>
          <span className={styles.photo}>{favourite.primary_image_url ? <img src={favourite.primary_image_url} alt="" width={120} height={90} loading="lazy" /> : <Icon name="car" />}</span>
          <a href={`/cars/${favourite.slug}`} className={styles.name}>
            {favourite.name}
          </a>
          <Button variant="secondary" size="small" onClick={() => storeFavourites(readFavourites(storedFavourites()).filter((entry) => entry.id !== favourite.id))}>
            Remove
          </Button>
        </li>
      ))}
    </ul>
  )
}
