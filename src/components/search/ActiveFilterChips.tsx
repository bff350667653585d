import Link from 'next/link'

import { RemovableChip } from '@/components/ui/Chip'
import { activeFilters, withoutFilters, type ActiveFilter } from '@/domain/activeFilters'
import type { NumberRange, RangeAttribute } from '@/domain/searchUrl'
import { searchUrl, type SearchState, type SearchUrlSite } from '@/domain/searchUrl'
import { facetValueLabel } from '@/domain/stockLabels'

import styles from './SearchPage.module.css'

const dollars = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })
const grouped = new Intl.NumberFormat('en-AU')

const RANGES: Record<RangeAttribute, { name: string; format: (value: number) => string }> = {
  price: { name: 'Price', format: (value) => dollars.format(value) },
  km: { name: 'Kilometres', format: (value) => `${grouped.format(value)} km` },
  year: { name: 'Year', format: String },
  subscription_price: { name: 'Subscription', format: (value) => dollars.format(value) },
  sleeps: { name: 'Sleeps', format: String },
  body_length_metres: { name: 'Length', format: (value) => `${value} m` },
  aggregate_trailer_mass: { name: 'ATM', format: (value) => `${grouped.format(value)} kg` },
}

function rangeLabel(attribute: RangeAttribute, { min, max }: NumberRange): string {
  const { name, format } = RANGES[attribute]
  if (attribute === 'year' && max === undefined) return `${min} or newer`
  if (attribute === 'sleeps' && max === undefined) return `Sleeps ${min}+`
  if (min !== undefined && max !== undefined) return `${name} ${format(min)} – ${format(max)}`
  return min !== undefined ? `${name} from ${format(min)}` : `${name} up to ${format(max!)}`
}

export function activeFilterLabel(filter: ActiveFilter): string {
  if (filter.kind === 'query') return `“${filter.value}”`
  if (filter.kind === 'range') return rangeLabel(filter.attribute, filter.range)
  return facetValueLabel(filter.attribute, filter.value)
}

/**
 * The search's filters as chips above the results, each a link to the search
 * without it, then Clear all: every filter an address sets shows here and can
 * be taken off, whether or not a list shows it.
 */
export function ActiveFilterChips({ state, site }: { state: SearchState; site: SearchUrlSite }) {
  const filters = activeFilters(state)
  if (filters.length === 0) return null
  return (
    <nav aria-label="Active filters" className={styles.chips}>
      <ul>
        {filters.map((filter) => {
          const label = activeFilterLabel(filter)
          return (
            <li key={`${filter.kind}:${filter.kind === 'query' ? '' : filter.attribute}:${label}`}>
              <RemovableChip href={searchUrl(filter.without, site)} removeLabel={`Remove filter: ${label}`}>
                {label}
              </RemovableChip>
            </li>
          )
        })}
        <li>
          <Link href={searchUrl(withoutFilters(state), site)} className={styles.clearAll} scroll={false}>
            Clear all
          </Link>
        </li>
      </ul>
    </nav>
  )
}
