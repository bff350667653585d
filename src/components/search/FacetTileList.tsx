import { MakeLogo } from './MakeLogo'
import styles from './FacetTileList.module.css'

export type FacetTileLink = { value: string; href: string; name: string; count: string }

/** A titled row of facet tiles, each a plain link with its name and count (and a make's logo). */
export function FacetTileList({ id, title, tiles, logo = false, nofollow = false }: { id: string; title: string; tiles: FacetTileLink[]; logo?: boolean; nofollow?: boolean }) {
  if (tiles.length === 0) return null
  return (
    <section className={`facet-tiles ${styles.row}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {tiles.map((tile) => (
          <li key={tile.value}>
            <a className={`facet-tile ${styles.tile} ${logo ? '' : styles.plain}`} href={tile.href} rel={nofollow ? 'nofollow' : undefined}>
              {logo ? <MakeLogo make={tile.value} /> : null}
              <span className={`facet-tile-name ${styles.name}`}>{tile.name}</span>
              <span className={`facet-tile-count ${styles.count}`}>{tile.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
