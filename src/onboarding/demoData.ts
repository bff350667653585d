import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import type { Payload } from 'payload'

import { PLATFORM_ADMIN } from '@/access/roles'
import { mediaDir } from '@collections/Media'
import { onboardSite } from '@/onboarding/onboardSite'
import { readSeedFile } from '@/onboarding/readSeedFile'
import { rejectedLines, summaryLine } from '@/stock/importSummary'
import { findSiteForImport } from '@/stock/importTarget'
import { runImport } from '@/stock/runImport'

import { dataDir } from '@/server/dataDir'
import { ADMIN_EMAIL, demoPassword } from '@/server/environment'

export const SEED_DIR = path.resolve('tenants-seed')

export function seedFiles(): string[] {
  return readdirSync(SEED_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(SEED_DIR, name))
}

/** The first platform admin, so a new install can sign in; never touches an existing admin. */
export async function ensurePlatformAdmin(payload: Payload): Promise<boolean> {
  const admins = await payload.count({ collection: 'users', where: { roles: { contains: PLATFORM_ADMIN } }, overrideAccess: true })
  if (admins.totalDocs > 0) return false
  // A person's name, as real agency staff have: invitations name the person who sent them.
  await payload.create({
    collection: 'users',
    data: { email: ADMIN_EMAIL, name: 'Alex Morgan', password: demoPassword(), roles: [PLATFORM_ADMIN] },
    overrideAccess: true,
  })
  return true
}

/** Onboards every demo site in tenants-seed/. */
export async function onboardDemoSites(payload: Payload, log: (line: string) => void) {
  for (const file of seedFiles()) {
    const seed = await readSeedFile(file)
    const report = await onboardSite(payload, seed, { seedDir: SEED_DIR, editorPassword: demoPassword() })
    log(`  ${seed.site.slug}: ${report.created} created, ${report.updated} updated`)
  }
}

/**
 * Writes each demo site's stock feed to <data dir>/feeds/<slug>.ndjson, then
 * imports it for that site (mode full), so a fresh start has stock to search.
 * Running it again imports the same feed again and changes nothing.
 */
export async function generateDemoFeeds(log: (line: string) => void) {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL must be set before the demo stock is imported')
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
  try {
    for (const file of seedFiles()) {
      const slug = path.basename(file, '.json')
      const out = path.join(dataDir(), 'feeds', `${slug}.ndjson`)
      const code = await new Promise<number>((resolve, reject) => {
        const child = spawn(process.execPath, ['scripts/run.mjs', 'scripts/stock-generate.ts', '--profile', file, '--out', out, '--photos-dir', path.join(mediaDir, 'stock')], {
          stdio: ['ignore', 'pipe', 'inherit'],
        })
        child.stdout.on('data', (chunk: Buffer) => log(`  ${chunk.toString().trim()}`))
        child.once('error', reject)
        child.once('exit', (exitCode) => resolve(exitCode ?? 1))
      })
      if (code !== 0) throw new Error(`Demo stock for ${slug} could not be generated (exit code ${code})`)
      await importDemoFeed(pool, slug, out, log)
    }
  } finally {
    await pool.end()
  }
}

async function importDemoFeed(pool: pg.Pool, slug: string, file: string, log: (line: string) => void) {
  const site = await findSiteForImport(pool, slug)
  if (site === null) throw new Error(`Demo stock for ${slug} has no site to go to: onboard the site first`)
  const report = await runImport(pool, { site, source: file, mode: 'full', trigger: 'command' })
  log(`  ${summaryLine(slug, report)}`)
  for (const line of rejectedLines(report.rejected, 5)) log(line)
}
