import { CardGrid } from '@/components/content/CardGrid'
import { LocationDetails } from '@/components/locations/LocationDetails'
import { LocationMap } from '@/components/locations/LocationMap'
import { LocationsCarousel } from '@/components/locations/LocationsCarousel'
import { Icon } from '@/components/ui/Icon'
import { sortLocations } from '@/domain/locations'
import { locationMapLinks } from '@/domain/locationMap'
import { locationForMap } from '@/domain/pageBlocks'
import type { LocationsBlock } from '@/payload-types'
import { getSiteLocations } from '@/sites/data/locations'
import { specLocation } from '@/sites/locationView'

import { BlockSection } from '../BlockSection'
import type { BlockContext } from '../context'
import styles from './Locations.module.css'
import { LocationTile } from './LocationTile'

/**
 * The site's locations in the spec's order (sales, service, parts): a
 * carousel or a grid of cards, or one location (the chosen one, else the
 * primary sales location) with its address, hours, Get Directions and a map
 * from its coordinates (OpenStreetMap, src/domain/locationMap.ts).
 */
export async function Locations({ block, context }: { block: LocationsBlock; context: BlockContext }) {
  const { site, now } = context
  const locations = sortLocations((await getSiteLocations(site.id)).map(specLocation)).map((location) => location.doc)
  if (locations.length === 0) return null
  const heading = block.heading?.trim() || 'Our Locations'
  if (block.display === 'map') {
    const chosen = block.location && typeof block.location === 'object' ? block.location.id : (block.location ?? null)
    const location = locationForMap(locations, chosen)
    if (!location) return null
    const map = locationMapLinks(location.address ?? {})
    return (
      <BlockSection id={context.key} heading={heading}>
        <div className={styles.mapBlock}>
          <LocationDetails location={location} settings={site.resolvedSettings} zone={site.timeZone} now={now} headingLevel="h3" />
          {map ? (
            <LocationMap className={styles.map} src={map.embed} title={`Map of ${location.name}`}>
              <p className={styles.mapFallback}>
                <Icon name="location" size={32} />
                <span>The map could not load here.</span>
                <a href={map.page} target="_blank" rel="noopener noreferrer">
                  Open {location.name} on OpenStreetMap
                </a>
              </p>
            </LocationMap>
          ) : null}
        </div>
      </BlockSection>
    )
  }
  if (block.display === 'grid') {
    return (
      <BlockSection id={context.key} heading={heading}>
        <CardGrid as="ul" className={styles.grid}>
          {locations.map((location) => (
            <li key={location.id}>
              <LocationTile location={location} />
            </li>
          ))}
        </CardGrid>
      </BlockSection>
    )
  }
  return (
    <BlockSection id={context.key} heading={heading}>
      <LocationsCarousel label={heading}>
        {locations.map((location) => (
          <LocationTile key={location.id} location={location} />
        ))}
      </LocationsCarousel>
    </BlockSection>
  )
}
