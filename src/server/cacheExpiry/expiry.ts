import { changeOfVersion, decodeSiteDataChange, SITE_DATA_CHANGED_CHANNEL, type SiteDataChange } from '@/lib/siteDataChange'
import { decodeStockChange, STOCK_CHANGED_CHANNEL } from '@/server/stockVersion'

/**
 * What an instance drops when it hears of a change: the sites' rendered pages,
 * these data-cache tags, and (for a change to site data, which may be the
 * site's own record) its cached site lookups; for a hold begun or ended,
 * only the pages that show that car.
 */
export type Expiry = { change: SiteDataChange; siteLookups: boolean; heldCar?: { site: string; slug: string } }

/** The channels an instance listens on, each with the table that counts its changes. */
export const EXPIRY_CHANNELS = [SITE_DATA_CHANGED_CHANNEL, STOCK_CHANGED_CHANNEL] as const

/** The expiry a notification asks for, or null when its payload is not one this version understands. */
export function expiryOfNotification(channel: string, payload: string | undefined): Expiry | null {
  if (channel === STOCK_CHANGED_CHANNEL) {
    // The search index refreshes itself; the pages rendered from the old stock go here, on every instance.
    const stock = decodeStockChange(payload)
    if (!stock) return null
    const site = String(stock.siteId)
    if (stock.heldCarSlug) return { change: { sites: [], tags: [] }, siteLookups: false, heldCar: { site, slug: stock.heldCarSlug } }
    return { change: { sites: [site], tags: [] }, siteLookups: false }
  }
  if (channel === SITE_DATA_CHANGED_CHANNEL) {
    const change = decodeSiteDataChange(payload ?? '')
    return change && { change, siteLookups: true }
  }
  return null
}

/** A version row that moved while no notification could arrive: everything its site (or the platform) may have changed. */
export type VersionRow = { table: 'site_data' | 'stock'; site: string; version: number }

export function expiryOfMovedVersion(row: VersionRow): Expiry {
  if (row.table === 'stock') return { change: { sites: [row.site], tags: [] }, siteLookups: false }
  return { change: changeOfVersion(row.site), siteLookups: true }
}
