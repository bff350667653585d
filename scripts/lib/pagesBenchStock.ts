/**
 * Stock for bench:pages, in the database at DATABASE_URL: each demo site's
 * demo stock (as `npm start` imports it, fewer cars), with its photos drawn
 * into MEDIA_DIR/stock, so car pages load a real photo as their largest
 * element. Runs as a child process, like the test suite's demo stock.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { seedSchema } from '../../src/onboarding/seedSchema'
import { stockProfileFromSeed } from '../../src/onboarding/stockProfile'
import { exitWhenFlushed } from '../../src/server/exit'
import { generateCars } from '../../src/stock-demo/generate'
import { ensureStockPhotos } from '../../src/stock-demo/photos'
import { importStock } from '../../src/stock/importStock'

const CARS_PER_SITE = 300
const seedDir = path.resolve('tenants-seed')
const photosDir = path.join(process.env.MEDIA_DIR!, 'stock')
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })
try {
  for (const file of readdirSync(seedDir).filter((name) => name.endsWith('.json'))) {
    const seed = seedSchema.parse(JSON.parse(readFileSync(path.join(seedDir, file), 'utf8')))
    const profile = stockProfileFromSeed(seed)
    if (!profile) continue
    const { rows } = await pool.query<{ id: number }>('SELECT id FROM tenants WHERE slug = $1', [seed.site.slug])
    const cars = [...generateCars(profile, { count: CARS_PER_SITE, now: new Date() })]
    await importStock({ pool, siteId: rows[0]!.id, records: cars.map((value, index) => ({ row: index + 1, value })) })
    await ensureStockPhotos(cars, photosDir)
  }
} finally {
  await pool.end()
}
await exitWhenFlushed(0)
