/**
 * Imports one site's stock feed into stock_vehicles, in one transaction: a
 * failure part-way leaves the previous stock as it was.
 *
 * - Each record is validated; a bad one is skipped and reported with its
 *   row, field and reason, and the good ones land.
 * - Vehicles are matched by id. A record whose content hash equals the stored
 *   one is unchanged and not written again, so a daily feed that changed a
 *   handful of cars writes a handful of rows. When an id appears twice in a
 *   file, the last record wins and the vehicle counts once.
 * - Slug clashes are settled before anything is written (see slugClaims.ts);
 *   the record that loses is reported as rejected on `slug`.
 * - `full` (the default) removes the site's vehicles the file does not list,
 *   with two guards: nothing is removed unless the file has at least one good
 *   record, so a broken or empty feed never empties a site; and a vehicle
 *   whose record was rejected but whose id could still be read is kept, since
 *   a typo in one price must not take a car off sale. `delta` removes nothing.
 * - When anything changed, the site's stock version goes up and
 *   NOTIFY stock_changed '<siteId>' tells every app instance to refresh.
 *
 * Writing path: changed records are staged in batches of 1000 in a temporary
 * table, and moved into stock_vehicles by one INSERT ... ON CONFLICT once the
 * whole file is read and the slugs are settled.
 */
import type pg from 'pg'

import { soldTime } from '@/domain/listing'

import { canonicalJson, contentHash } from '@/lib/canonicalJson'
import type { FeedEntry } from './feedReader'
import { settleSlugs } from './slugClaims'
import { announceStockChange } from '@/server/stockVersion'
import { parseVehicle, vehicleId, type VehicleProblem, type VehicleRecord } from './vehicleSchema'

export type ImportMode = 'full' | 'delta'
export type RejectedRecord = { row: number; field: string; reason: string }
export type ImportReport = {
  created: number
  updated: number
  unchanged: number
  removed: number
  rejected: RejectedRecord[]
  /** Which vehicles the import created, updated and removed: all another copy of the stock (Algolia's) needs to follow it. */
  vehicleIds: { created: string[]; updated: string[]; removed: string[] }
}
export type ImportProgress = { phase: 'reading' | 'writing'; read: number }

export type ImportOptions = {
  pool: pg.Pool
  siteId: number
  records: AsyncIterable<FeedEntry> | Iterable<FeedEntry>
  mode?: ImportMode
  onProgress?: (progress: ImportProgress) => void
}

const BATCH_SIZE = 1000
/** With the site id, an advisory lock that makes two imports of one site take turns (the migration lock is 724_310_001). */
const IMPORT_LOCK = 724_310_002

/** What the import knows of a vehicle: in the file (the last record of its id) or in stock. */
type Listing = { row: number; slug: string; hash: string }
type Stocked = { slug: string; hash: string }

export async function importStock({ pool, siteId, records, mode = 'full', onProgress }: ImportOptions): Promise<ImportReport> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [IMPORT_LOCK, siteId])
    const report = await importInTransaction(client, siteId, records, mode, onProgress)
    await client.query('COMMIT')
    return report
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

async function importInTransaction(
  client: pg.PoolClient,
  siteId: number,
  records: ImportOptions['records'],
  mode: ImportMode,
  onProgress: ImportOptions['onProgress'],
): Promise<ImportReport> {
  const stocked = await stockOf(client, siteId)
  await client.query(CREATE_STAGING)
  await client.query(FAST_COMPRESSION)

  const listed = new Map<string, Listing>()
  const rejected: RejectedRecord[] = []
  const rejectedIds = new Set<string>()
  let batch = new Map<string, Staged>()
  // One batch is written while the next is read: the database and Node work side by side.
  let staging: Promise<void> = Promise.resolve()
  const flush = async () => {
    await staging
    staging = stage(client, batch)
    staging.catch(() => undefined) // awaited (and thrown) at the next flush; this only stops an early "unhandled" report
    batch = new Map()
  }
  let read = 0
  for await (const entry of records) {
    read++
    if ('error' in entry) {
      rejected.push({ row: entry.row, field: '', reason: entry.error })
    } else {
      const result = parseVehicle(entry.value)
      if ('problems' in result) {
        rejected.push(rejection(entry.row, result.problems))
        const id = vehicleId.safeParse((entry.value as { id?: unknown } | null | undefined)?.id)
        if (id.success) rejectedIds.add(id.data)
      } else {
        const vehicle = result.vehicle
        const json = canonicalJson(vehicle)
        const hash = contentHash(json)
        listed.set(vehicle.id, { row: entry.row, slug: vehicle.slug, hash })
        if (stocked.get(vehicle.id)?.hash === hash) batch.delete(vehicle.id)
        else batch.set(vehicle.id, staged(vehicle, json, hash))
      }
    }
    if (batch.size >= BATCH_SIZE) await flush()
    if (read % BATCH_SIZE === 0) onProgress?.({ phase: 'reading', read })
  }
  await flush()
  await staging
  onProgress?.({ phase: 'writing', read })

  const removing = mode === 'full' && listed.size > 0 ? [...stocked.keys()].filter((id) => !listed.has(id) && !rejectedIds.has(id)) : []
  const kept = new Map<string, string>()
  for (const [id, { slug }] of stocked) kept.set(id, slug)
  for (const id of removing) kept.delete(id)

  const changed = [...listed].filter(([id, listing]) => stocked.get(id)?.hash !== listing.hash)
  const slugRequests = changed
    .filter(([id, listing]) => kept.get(id) !== listing.slug)
    .map(([id, { row, slug }]) => ({ id, row, slug }))
    .sort((a, b) => a.row - b.row)
  const { refused, moving } = settleSlugs(kept, slugRequests)
  for (const { row, slug, holder } of refused) rejected.push({ row, field: 'slug', reason: `"${slug}" is already the address of vehicle ${holder}` })
  const refusedIds = new Set(refused.map(({ id }) => id))
  const writing = changed.filter(([id]) => !refusedIds.has(id))

  const removed = removing.length > 0 ? await remove(client, siteId, removing) : 0
  // Vehicles whose old slug another takes step aside first: the slug index is checked row by row.
  if (moving.length > 0) await client.query(`UPDATE stock_vehicles SET slug = '~' || id WHERE site_id = $1 AND id = ANY($2::varchar[])`, [siteId, moving])
  const { created, updated } = writing.length > 0 ? await write(client, siteId, writing) : { created: 0, updated: 0 }

  if (created + updated + removed > 0) await announceStockChange(client, siteId)
  rejected.sort((a, b) => a.row - b.row)
  return {
    created,
    updated,
    unchanged: listed.size - refused.length - created - updated,
    removed,
    rejected,
    vehicleIds: {
      created: writing.filter(([id]) => !stocked.has(id)).map(([id]) => id),
      updated: writing.filter(([id]) => stocked.has(id)).map(([id]) => id),
      removed: removing,
    },
  }
}

/** One entry per rejected record: its first problem, and any others after it. */
export function rejection(row: number, [first, ...others]: VehicleProblem[]): RejectedRecord {
  const field = first?.field ?? ''
  const reason = first?.reason ?? 'is not a vehicle'
  if (others.length === 0) return { row, field, reason }
  return { row, field, reason: `${reason} (also ${others.map((problem) => `${problem.field || 'record'}: ${problem.reason}`).join('; ')})` }
}

async function stockOf(client: pg.PoolClient, siteId: number): Promise<Map<string, Stocked>> {
  const { rows } = await client.query<{ id: string; slug: string; content_hash: string }>(
    'SELECT id, slug, content_hash FROM stock_vehicles WHERE site_id = $1',
    [siteId],
  )
  return new Map(rows.map((row) => [row.id, { slug: row.slug, hash: row.content_hash }]))
}

/**
 * Staging keeps each record as the text of one JSON object (its columns, and
 * the record under "data"), sent as lines of one text parameter per batch:
 * JSON text has no raw line breaks. PostgreSQL parses it once, on its way
 * into stock_vehicles.
 */
const CREATE_STAGING = `CREATE TEMPORARY TABLE stock_import (id varchar PRIMARY KEY, content_hash varchar NOT NULL, vehicle text NOT NULL) ON COMMIT DROP;
  ALTER TABLE stock_import ALTER vehicle SET STORAGE EXTERNAL`

const FAST_COMPRESSION = `DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY(enumvals)) THEN SET LOCAL default_toast_compression = 'lz4'; END IF;
END $$`

/** The columns search filters on, beside the record itself. */
const VEHICLE_COLUMNS = `slug varchar, dealership_id integer, location_id integer, car_type varchar, status varchar,
  show_on_dealer_website boolean, sold_at timestamptz, data jsonb`
const VEHICLE_COLUMN_NAMES = 'slug, dealership_id, location_id, car_type, status, show_on_dealer_website, sold_at, data'

type Staged = { hash: string; vehicle: string }

function staged(vehicle: VehicleRecord, json: string, hash: string): Staged {
  const soldAt = soldTime(vehicle.sold_date_timestamp)
  const columns = {
    slug: vehicle.slug,
    dealership_id: vehicle.dealership_id ?? null,
    location_id: vehicle.location_id ?? null,
    car_type: vehicle.car_type,
    status: vehicle.status,
    show_on_dealer_website: vehicle.show_on_dealer_website,
    sold_at: soldAt === null ? null : new Date(soldAt).toISOString(),
  }
  return { hash, vehicle: `${JSON.stringify(columns).slice(0, -1)},"data":${json}}` }
}

async function stage(client: pg.PoolClient, batch: Map<string, Staged>) {
  if (batch.size === 0) return
  const rows = [...batch.values()]
  await client.query(
    `INSERT INTO stock_import (id, content_hash, vehicle)
     SELECT * FROM unnest($1::varchar[], $2::varchar[], string_to_array($3, E'\\n'))
     ON CONFLICT (id) DO UPDATE SET content_hash = EXCLUDED.content_hash, vehicle = EXCLUDED.vehicle`,
    [[...batch.keys()], rows.map(({ hash }) => hash), rows.map(({ vehicle }) => vehicle).join('\n')],
  )
}

async function remove(client: pg.PoolClient, siteId: number, ids: string[]): Promise<number> {
  const { rowCount } = await client.query('DELETE FROM stock_vehicles WHERE site_id = $1 AND id = ANY($2::varchar[])', [siteId, ids])
  return rowCount ?? 0
}

/** Moves the chosen staged records into stock_vehicles and counts what it inserted and what it updated. */
async function write(client: pg.PoolClient, siteId: number, vehicles: [string, Listing][]): Promise<{ created: number; updated: number }> {
  const { rows } = await client.query<{ created: number; updated: number }>(
    `WITH written AS (
       INSERT INTO stock_vehicles AS stock (site_id, id, content_hash, ${VEHICLE_COLUMN_NAMES})
       SELECT $1, id, content_hash, ${VEHICLE_COLUMN_NAMES}
       FROM stock_import
       JOIN unnest($2::varchar[], $3::varchar[]) AS chosen(id, content_hash) USING (id, content_hash)
       CROSS JOIN LATERAL jsonb_to_record(stock_import.vehicle::jsonb) AS car(${VEHICLE_COLUMNS})
       ON CONFLICT (site_id, id) DO UPDATE SET
         content_hash = EXCLUDED.content_hash, slug = EXCLUDED.slug, dealership_id = EXCLUDED.dealership_id,
         location_id = EXCLUDED.location_id, car_type = EXCLUDED.car_type, status = EXCLUDED.status,
         show_on_dealer_website = EXCLUDED.show_on_dealer_website, sold_at = EXCLUDED.sold_at, data = EXCLUDED.data,
         updated_at = now()
       WHERE stock.content_hash IS DISTINCT FROM EXCLUDED.content_hash
       RETURNING (xmax = 0) AS inserted
     )
     SELECT count(*) FILTER (WHERE inserted)::int AS created, count(*) FILTER (WHERE NOT inserted)::int AS updated FROM written`,
    [siteId, vehicles.map(([id]) => id), vehicles.map(([, { hash }]) => hash)],
  )
  return rows[0] ?? { created: 0, updated: 0 }
}
