import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import sharp from 'sharp'
import { describe, expect, inject, it } from 'vitest'

import { root, runScript, testProcessEnv } from '../support/testEnvironment'

const env = testProcessEnv(inject('databaseUrl'))
const seeds = ['tenants-seed/coastal-motors.json', 'tenants-seed/sunshine-caravans.json', 'tenants-seed/swan-river-toyota.json']

function tempSeed(name: string, edit: (seed: Record<string, any>) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'seed-'))
  // Images sit beside the seed file.
  for (const folder of ['logos', 'promos']) symlinkSync(path.join(root, 'tenants-seed', folder), path.join(dir, folder))
  const seed = JSON.parse(readFileSync(path.join(root, 'tenants-seed/coastal-motors.json'), 'utf8'))
  edit(seed)
  const file = path.join(dir, name)
  writeFileSync(file, JSON.stringify(seed))
  return file
}

describe('npm run tenant:onboard', () => {
  it('running it again on the onboarded demo sites changes nothing', async () => {
    const result = await runScript('scripts/tenant-onboard.ts', seeds, env)
    expect(result.code).toBe(0)
    for (const slug of ['coastal-motors', 'sunshine-caravans', 'swan-river-toyota']) {
      expect(result.stdout).toMatch(new RegExp(`^${slug}: 0 created, 0 updated, \\d+ unchanged$`, 'm'))
    }
  })

  it('gives every seeded model, location, offer and team member a drawn image', async () => {
    const pool = new pg.Pool({ connectionString: inject('databaseUrl') })
    try {
      const { rows } = await pool.query<{ kind: string; name: string; filename: string | null; width: string | null }>(`
        SELECT 'model' AS kind, m.slug AS name, media.filename, media.width FROM models m JOIN tenants t ON t.id = m.tenant_id LEFT JOIN media ON media.id = m.image_id WHERE t.slug = ANY($1)
        UNION ALL SELECT 'location', l.slug, media.filename, media.width FROM locations l JOIN tenants t ON t.id = l.tenant_id LEFT JOIN media ON media.id = l.image_id WHERE t.slug = ANY($1)
        UNION ALL SELECT 'team', tm.name, media.filename, media.width FROM locations_team tm JOIN locations l ON l.id = tm._parent_id JOIN tenants t ON t.id = l.tenant_id LEFT JOIN media ON media.id = tm.photo_id WHERE t.slug = ANY($1)
        UNION ALL SELECT 'offer', o.name, media.filename, media.width FROM offers o JOIN tenants t ON t.id = o.tenant_id LEFT JOIN media ON media.id = o.image_id WHERE t.slug = ANY($1)`,
        [['coastal-motors', 'sunshine-caravans', 'swan-river-toyota']],
      )
      // Only what the seed files hold: other test files add locations, offers and team members of their own.
      const seeded = new Set(
        seeds.flatMap((file) => {
          const seed = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, { slug?: string; name?: string; team?: { name: string }[] }[]>
          return [
            ...(seed.models ?? []).map((model) => `model ${model.slug}`),
            ...(seed.locations ?? []).flatMap((location) => [`location ${location.slug}`, ...(location.team ?? []).map((member) => `team ${member.name}`)]),
            ...(seed.offers ?? []).map((offer) => `offer ${offer.name}`),
          ]
        }),
      )
      const seededRows = rows.filter((row) => seeded.has(`${row.kind} ${row.name}`))
      expect(seededRows.length).toBe(seeded.size)
      const kinds = new Set(seededRows.map((row) => row.kind))
      expect([...kinds].sort()).toEqual(['location', 'model', 'offer', 'team'])
      const widths = { model: 840, location: 800, offer: 1200, team: 640 } as Record<string, number>
      for (const row of seededRows) {
        expect(row.filename, `${row.kind} ${row.name}`).toMatch(new RegExp(`^drawn-${row.kind}-[a-z-]+-[0-9a-f]{12}(-\\d+)?\\.png$`))
        expect(Number(row.width), `${row.kind} ${row.name}`).toBe(widths[row.kind])
      }
      const tile = seededRows.find((row) => row.kind === 'model')!
      expect((await sharp(path.join(inject('mediaDir'), tile.filename!)).metadata()).height).toBe(513)
    } finally {
      await pool.end()
    }
  })

  it('gives every demo site a published home page built from blocks, opening with a banner of drawn images', async () => {
    const pool = new pg.Pool({ connectionString: inject('databaseUrl') })
    try {
      const { rows } = await pool.query<{ site: string; status: string; blocks: string[]; images: string[]; shown_as: string[] }>(`
        SELECT t.slug AS site, p._status AS status,
          (SELECT array_agg(b.kind ORDER BY b._order) FROM (
            SELECT 'imageBanner' AS kind, _order FROM pages_blocks_image_banner WHERE _parent_id = p.id
            UNION ALL SELECT 'quickSearch', _order FROM pages_blocks_quick_search WHERE _parent_id = p.id
            UNION ALL SELECT 'stockCarousel', _order FROM pages_blocks_stock_carousel WHERE _parent_id = p.id
            UNION ALL SELECT 'offers', _order FROM pages_blocks_offers WHERE _parent_id = p.id
            UNION ALL SELECT 'locations', _order FROM pages_blocks_locations WHERE _parent_id = p.id
            UNION ALL SELECT 'callToAction', _order FROM pages_blocks_call_to_action WHERE _parent_id = p.id) b) AS blocks,
          (SELECT array_agg(m.filename ORDER BY s._order) FROM pages_blocks_image_banner bb JOIN pages_blocks_image_banner_slides s ON s._parent_id = bb.id
            JOIN media m ON m.id = s.image_id WHERE bb._parent_id = p.id) AS images,
          (SELECT array_agg(DISTINCT m.sizes_hero_mime_type || ' ' || m.sizes_card_mime_type) FROM pages_blocks_image_banner bb JOIN pages_blocks_image_banner_slides s ON s._parent_id = bb.id
            JOIN media m ON m.id = s.image_id WHERE bb._parent_id = p.id) AS shown_as
        FROM pages p JOIN tenants t ON t.id = p.tenant_id WHERE p.placement = 'home' AND t.slug = ANY($1) ORDER BY t.slug`,
        [['coastal-motors', 'sunshine-caravans', 'swan-river-toyota']],
      )
      expect(rows.map((row) => row.site)).toEqual(['coastal-motors', 'sunshine-caravans', 'swan-river-toyota'])
      for (const row of rows) {
        expect(row.status, row.site).toBe('published')
        expect(row.blocks[0], row.site).toBe('imageBanner')
        expect(row.blocks, row.site).toEqual(expect.arrayContaining(['quickSearch', 'stockCarousel', 'offers', 'locations', 'callToAction']))
        expect(row.images.length, row.site).toBeGreaterThan(0)
        for (const image of row.images) expect(image, row.site).toMatch(new RegExp(`^drawn-banner-${row.site}-[0-9a-f]{12}(-\\d+)?\\.png$`))
        // The banner is the page's largest paint: the sizes pages show are WebP, a tenth of the drawn PNG's bytes.
        expect(row.shown_as, row.site).toEqual(['image/webp image/webp'])
      }
    } finally {
      await pool.end()
    }
  })

  it('a changed seed updates the site, and a setting removed from the seed returns to the default', async () => {
    const changed = tempSeed('coastal-motors.json', (seed) => {
      seed.site.name = 'Coastal Motors Granville'
      delete seed.site.settings.makeAnOffer
    })
    try {
      const first = await runScript('scripts/tenant-onboard.ts', [changed], env)
      expect(first.code, first.stderr).toBe(0)
      expect(first.stdout).toContain('coastal-motors: 0 created, 1 updated')
      const again = await runScript('scripts/tenant-onboard.ts', [changed], env)
      expect(again.stdout).toContain('coastal-motors: 0 created, 0 updated')
    } finally {
      // Other test files read the demo site as seeded.
      const restored = await runScript('scripts/tenant-onboard.ts', ['tenants-seed/coastal-motors.json'], env)
      expect(restored.stdout).toContain('coastal-motors: 0 created, 1 updated')
    }
  })

  it('a bad file exits non-zero and names the file, the field and the problem, changing nothing', async () => {
    const bad = tempSeed('broken.json', (seed) => {
      seed.site.timeZone = 'Australia/Atlantis'
      seed.site.settings.watchlist = { mode: 'cloud' }
    })
    const result = await runScript('scripts/tenant-onboard.ts', [bad], env)
    expect(result.code).not.toBe(0)
    expect(result.stderr).toContain(bad)
    expect(result.stderr).toContain('site.timeZone: must be an IANA time zone')
    expect(result.stderr).toContain('site.settings.watchlist.mode')
  })

  it('a seed redirect that makes a chain with one the dealer added stops onboarding before anything is written', async () => {
    const pool = new pg.Pool({ connectionString: inject('databaseUrl') })
    try {
      const site = (await pool.query<{ id: number; name: string }>(`SELECT id, name FROM tenants WHERE slug = 'coastal-motors'`)).rows[0]!
      await pool.query(`INSERT INTO redirects (tenant_id, old_path, new_address) VALUES ($1, '/dealer-added.html', '/old-specials.html')`, [site.id])
      const clashing = tempSeed('coastal-motors.json', (seed) => {
        seed.site.name = 'Coastal Motors Clash'
        seed.redirects.push({ from: '/old-specials.html', to: '/special-offers' })
      })
      const result = await runScript('scripts/tenant-onboard.ts', [clashing], env)
      expect(result.code).toBe(1)
      expect(result.stderr).toContain('/dealer-added.html → /old-specials.html → /special-offers is a chain')
      expect((await pool.query(`SELECT name FROM tenants WHERE id = $1`, [site.id])).rows).toEqual([{ name: site.name }])
      expect((await pool.query(`SELECT id FROM redirects WHERE tenant_id = $1 AND old_path = '/old-specials.html'`, [site.id])).rows).toEqual([])
    } finally {
      await pool.query(`DELETE FROM redirects WHERE old_path = '/dealer-added.html'`)
      await pool.end()
    }
  })

  it('a file that is not JSON exits non-zero naming the file', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'seed-')), 'not-json.json')
    writeFileSync(file, '{ "site": ')
    const result = await runScript('scripts/tenant-onboard.ts', [file], env)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(`${file}: is not valid JSON`)
  })
})
