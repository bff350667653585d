/**
 * Imports a small, deterministic demo stock for every demo site into the
 * database at DATABASE_URL (the end-to-end suite's), so search and car pages
 * have cars to show. Photos are not drawn: cards fall back to their placeholder.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { seedSchema } from '../../src/onboarding/seedSchema'
import { stockProfileFromSeed } from '../../src/onboarding/stockProfile'
import { exitWhenFlushed } from '../../src/server/exit'
import { generateCars } from '../../src/stock-demo/generate'
import { importStock } from '../../src/stock/importStock'

const CARS_PER_SITE = 150
const seedDir = path.resolve('tenants-seed')
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })
try {
  for (const file of readdirSync(seedDir).filter((name) => name.endsWith('.json'))) {
    const seed = seedSchema.parse(JSON.parse(readFileSync(path.join(seedDir, file), 'utf8')))
    const profile = stockProfileFromSeed(seed)
    if (!profile) continue
    const { rows } = await pool.query<{ id: number }>('SELECT id FROM tenants WHERE slug = $1', [seed.site.slug])
    const cars = [...generateCars(profile, { count: CARS_PER_SITE, now: new Date() })]
    await importStock({ pool, siteId: rows[0]!.id, records: cars.map((value, index) => ({ row: index + 1, value })) })
  }
} finally {
  await pool.end()
}
await exitWhenFlushed(0)
