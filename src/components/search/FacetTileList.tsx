'use client'

import { MakeLogo } from './MakeLogo'
import styles from './FacetTileList.module.css'

export type FacetTileLink = { value: string; href: string; name: string; count: string }

/**
 * A titled row of facet tiles, each a plain link with its name and count (and
 * a make's logo). It has no state: it is a client component so that the page
 * carries its tiles as these few fields rather than their markup a second
 * time in React's payload.
 */
export function FacetTileList({ id, title, tiles, logo = false, nofollow = false }: { id: string; title: string; tiles: FacetTileLink[]; logo?: boolean; nofollow?: boolean }) {
  if (tiles.length === 0) return null
  return (
    <section className={`facet-tiles ${styles.row}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {tiles.map((tile) => (
          <li key={tile.value}>
            <a className={logo ? styles.tile : `${styles.tile} ${styles.plain}`} href={tile.href} rel={nofollow ? 'nofollow' : undefined}>
              {logo ? <MakeLogo make={tile.value} /> : null}
              <span className="facet-tile-name">{tile.name}</span>
              <span className="facet-tile-count">{tile.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
