/**
 * npm run block-previews: the admin's block picker shows each block as a
 * dealer site renders it. This remakes those pictures,
 * public/block-previews/<block>.webp (BLOCK_PREVIEWS_PATH), from a demo site.
 *
 * The production build (built when the sources changed) runs against a
 * database of its own (forecourt_block_previews) with the demo sites and their
 * demo stock, photos drawn. The demo franchise site's home page is published
 * with one block at a time (its own block of that kind where its home has
 * one, else a sample below), and the block is shot at a laptop's width and
 * cut to a small picture. Run it after changing how a block looks.
 *
 * Options: --keep keeps the database, --reuse picks it up again (no import).
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import sharp from 'sharp'

import { BLOCK_PREVIEWS_PATH, PAGE_BLOCKS } from '../src/blocks'
import { buildIfNeeded } from '../src/server/build'
import { dataDir } from '../src/server/dataDir'
import { runToExit } from '../src/server/exit'
import { launchBrowser, scrollThrough } from '../tests/support/browser'
import { startNextServer } from '../tests/support/nextServer'
import { ADMIN_EMAIL, prepareDatabase, root, runScript, TEST_PASSWORD, testProcessEnv } from '../tests/support/testEnvironment'
import { openBenchDatabase } from './lib/benchDatabase'
import { freePort } from './lib/benchHttp'

const DATABASE = 'forecourt_block_previews'
/** The demo site with every kind of content a block shows (models, offers, reviews, posts). */
const SITE = 'swan-river-toyota'
const SHOT = { width: 1366, height: 900 }
/** The picture's size: the picker's card is about 240 px wide, so twice that stays sharp on a retina screen. */
const PICTURE = { width: 480, height: 300 }

const richText = (text: string) => ({
  root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children: [{ type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', textFormat: 0, children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }] }] },
})

/** A block of each kind for a home page that has none of it. */
const SAMPLES: Record<string, Record<string, unknown>> = {
  quickSearch: { heading: 'Find your next car', showTiles: true },
  stockCarousel: { heading: 'Latest arrivals', count: 4 },
  offers: { heading: 'Special offers', mode: 'latest', count: 3 },
  locations: { heading: 'Our Locations', display: 'carousel' },
  modelsGrid: { heading: 'Explore our range' },
  reviews: { heading: 'What our customers say' },
  whyChooseUs: {
    heading: 'Why choose us',
    items: [
      { icon: 'check', title: 'Every car inspected', text: 'A 150-point check before it is listed.' },
      { icon: 'tag', title: 'Finance in an hour', text: 'Repayments that suit you.' },
      { icon: 'car', title: 'Trade-ins welcome', text: 'An instant estimate online.' },
    ],
  },
  richText: { content: richText('Family owned since 1987, we look after every customer as we would our own family: honest advice, fair prices and service that lasts.') },
  callToAction: {
    heading: 'How we can help',
    actions: [
      { title: 'Value my trade-in', text: 'An instant estimate for your car', href: '/trade-in', icon: 'car' },
      { title: 'Finance', text: 'Repayments that suit you', href: '/finance', icon: 'tag' },
      { title: 'Contact us', text: 'Call, email or visit us', href: '/contact', icon: 'phone' },
    ],
  },
  latestPosts: { heading: 'From our blog', count: 3 },
}

/** A stored block made new: Payload gives its rows fresh ids. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds)
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'id').map(([key, inner]) => [key, withoutIds(inner)]))
  return value
}

const { values: options } = parseArgs({ options: { keep: { type: 'boolean', default: false }, reuse: { type: 'boolean', default: false } } })

async function run() {
  if ((await buildIfNeeded((line) => console.log(line))) === 'current') console.log('The production build is up to date.')
  process.env.MEDIA_DIR = path.join(dataDir(), 'block-previews-media')
  mkdirSync(process.env.MEDIA_DIR, { recursive: true })
  const database = await openBenchDatabase(DATABASE, { reuse: options.reuse })
  try {
    if (!database.reused) {
      await prepareDatabase(database.url)
      const stock = await runScript('tests/support/demoStock.ts', ['--photos'], testProcessEnv(database.url))
      if (stock.code !== 0) throw new Error(`Importing the demo stock failed:\n${stock.stdout}\n${stock.stderr}`)
    }
    process.env.FORECOURT_RUN_JOBS = 'false'
    const port = await freePort()
    const server = await startNextServer({ port, databaseUrl: database.url, env: { PAGE_CACHE_SECONDS: '0' } })
    const browser = await launchBrowser()
    try {
      const api = (call: string) => `http://127.0.0.1:${port}/api${call}`
      const login = await fetch(api('/users/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ADMIN_EMAIL, password: TEST_PASSWORD }) })
      const { token } = (await login.json()) as { token: string }
      const headers = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
      const found = await fetch(api(`/pages?where[placement][equals]=home&where[tenant.slug][equals]=${SITE}&depth=0&limit=1`), { headers })
      const home = ((await found.json()) as { docs: { id: number; layout: { blockType: string }[] }[] }).docs[0]
      if (!home) throw new Error(`${SITE} has no home page`)

      const outDir = path.join(root, 'public', BLOCK_PREVIEWS_PATH)
      mkdirSync(outDir, { recursive: true })
      const page = await browser.newPage({ viewport: SHOT })
      for (const { slug } of PAGE_BLOCKS) {
        const own = home.layout.find((block) => block.blockType === slug)
        const block = own ? withoutIds(own) : { blockType: slug, ...SAMPLES[slug] }
        const saved = await fetch(api(`/pages/${home.id}?depth=0`), { method: 'PATCH', headers, body: JSON.stringify({ layout: [block], _status: 'published' }) })
        if (!saved.ok) throw new Error(`Publishing the ${slug} block failed: ${await saved.text()}`)
        await page.goto(`http://${SITE}.localhost:${port}/`)
        await scrollThrough(page)
        await page.waitForLoadState('networkidle')
        const shown = page.locator('main.site-main > :not(.visually-hidden)').first()
        if ((await shown.count()) === 0) throw new Error(`The ${slug} block shows nothing on ${SITE}: give it a sample that does.`)
        // The page's full width from the block's top, at most the picture's shape, shot from the top of the page so the sticky header covers nothing.
        await page.evaluate(() => window.scrollTo(0, 0))
        const box = (await shown.boundingBox())!
        const clip = { x: 0, y: box.y, width: SHOT.width, height: Math.min(box.height, (SHOT.width * PICTURE.height) / PICTURE.width) }
        const picture = await sharp(await page.screenshot({ fullPage: true, clip, animations: 'disabled' }))
          .resize({ ...PICTURE, fit: 'contain', position: 'top', background: '#ffffff' })
          .webp({ quality: 72 })
          .toBuffer()
        await sharp(picture).toFile(path.join(outDir, `${slug}.webp`))
        console.log(`${slug}: ${Math.round(picture.length / 1024)} KB`)
      }
      await page.close()
      console.log(`${PAGE_BLOCKS.length} block previews in ${path.relative(root, outDir)}/`)
    } finally {
      await browser.close()
      await server.stop()
    }
  } finally {
    await database.close({ keep: options.keep })
  }
}

await runToExit('block-previews', run)
