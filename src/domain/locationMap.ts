/**
 * The single-location block's map (issue 14): OpenStreetMap's embeddable
 * map, centred on the location's coordinates with a marker. No key, no
 * cookies, no script on our page; the Content-Security-Policy allows frames
 * from this origin only (src/server/contentSecurityPolicy.ts).
 */

/** The one origin a public page may frame. */
export const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org'

/** The map's tile server: the one other origin a public page may load an image from (MAP_TILE_PROBE). */
export const MAP_TILE_ORIGIN = 'https://tile.openstreetmap.org'

/** Degrees of longitude and latitude either side of the marker: a few streets around the dealership. */
const SPAN = { long: 0.012, lat: 0.006 }

const fixed = (value: number) => value.toFixed(5)

/** The map's addresses for a point: the framed map and the full map's page; null when the coordinates are missing or not on Earth. */
export function locationMapLinks(point: { lat?: number | null; long?: number | null }): { embed: string; page: string } | null {
  const { lat, long } = point
  if (typeof lat !== 'number' || typeof long !== 'number' || !Number.isFinite(lat) || !Number.isFinite(long)) return null
  if (Math.abs(lat) > 90 || Math.abs(long) > 180 || (lat === 0 && long === 0)) return null
  const bbox = [long - SPAN.long, lat - SPAN.lat, long + SPAN.long, lat + SPAN.lat].map(fixed).join(',')
  return {
    embed: `${MAP_EMBED_ORIGIN}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${fixed(lat)},${fixed(long)}`,
    page: `${MAP_EMBED_ORIGIN}/?mlat=${fixed(lat)}&mlon=${fixed(long)}#map=16/${fixed(lat)}/${fixed(long)}`,
  }
}

/**
 * A small image on the map's own tile server. The map is a cross-origin frame, so the page cannot see whether it
 * loaded (its error page fires `load` too); whether this image loads is the page's way to know the map can.
 */
export const MAP_TILE_PROBE = `${MAP_TILE_ORIGIN}/0/0/0.png`
