/**
 * Imports a small, deterministic demo stock for every demo site into the
 * database at DATABASE_URL (the end-to-end suite's), so search and car pages
 * have cars to show. Options: `--count N` cars per site (default 150), and
 * `--photos` to draw their photos into MEDIA_DIR/stock (bench:pages does, so
 * car pages load a real photo; the tests do not need them).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import pg from 'pg'

import { seedSchema } from '../../src/onboarding/seedSchema'
import { stockProfileFromSeed } from '../../src/onboarding/stockProfile'
import { exitWhenFlushed } from '../../src/server/exit'
import { generateCars } from '../../src/stock-demo/generate'
import { ensureStockPhotos } from '../../src/stock-demo/photos'
import { importStock } from '../../src/stock/importStock'

const { values: options } = parseArgs({ options: { count: { type: 'string', default: '150' }, photos: { type: 'boolean', default: false } } })
const carsPerSite = Number(options.count)
const seedDir = path.resolve('tenants-seed')
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })
try {
  for (const file of readdirSync(seedDir).filter((name) => name.endsWith('.json'))) {
    const seed = seedSchema.parse(JSON.parse(readFileSync(path.join(seedDir, file), 'utf8')))
    const profile = stockProfileFromSeed(seed)
    if (!profile) continue
    const { rows } = await pool.query<{ id: number }>('SELECT id FROM tenants WHERE slug = $1', [seed.site.slug])
    const cars = [...generateCars(profile, { count: carsPerSite, now: new Date() })]
    await importStock({ pool, siteId: rows[0]!.id, records: cars.map((value, index) => ({ row: index + 1, value })) })
    if (options.photos) await ensureStockPhotos(cars, path.join(process.env.MEDIA_DIR!, 'stock'))
  }
} finally {
  await pool.end()
}
await exitWhenFlushed(0)
