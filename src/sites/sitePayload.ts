import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * Payload for reading and writing the sites' data from pages, site APIs and
 * the features below them. The one module below the routes that imports the
 * config: Payload starts from its config, and the config imports every
 * collection, so a lower layer that imported it would import everything.
 */
export function sitePayload(): Promise<Payload> {
  return getPayload({ config })
}
