/**
 * Generate demo dealer stock as NDJSON (one car per line) plus the shared
 * photo set the cars reference.
 *
 *   tsx scripts/stock-generate.ts --profile <seed.json> [--count N] [--out <file>]
 *       [--photos-dir <dir>] [--now ISO] [--no-photos]
 *
 * The seed file (tenants-seed/<site>.json) holds the profile under `stock` and
 * the site slug at `site.slug`, which is
 * the default seed and output name.
 */
import { createWriteStream } from 'node:fs'
import { mkdir, rename, unlink } from 'node:fs/promises'
import { once } from 'node:events'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { readSeedFile, SeedFileError } from '../src/onboarding/readSeedFile'
import { stockProfileFromSeed } from '../src/onboarding/stockProfile'
import { generateCars } from '../src/stock-demo/generate'
import { ensureStockPhotos } from '../src/stock-demo/photos'

const USAGE =
  'usage: tsx scripts/stock-generate.ts --profile <seed.json> [--count N] [--out <file>] [--photos-dir <dir>] [--now ISO] [--no-photos]'

class UsageError extends Error {}

function parseCli(argv: string[]) {
  let values
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: {
        profile: { type: 'string' },
        count: { type: 'string' },
        out: { type: 'string' },
        'photos-dir': { type: 'string' },
        now: { type: 'string' },
        'no-photos': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }))
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  if (!values.profile) throw new UsageError('--profile is required')

  let count: number | undefined
  if (values.count !== undefined) {
    count = Number(values.count)
    if (!/^\d+$/.test(values.count) || count < 1 || count > 200_000) throw new UsageError(`--count must be an integer from 1 to 200000, got "${values.count}"`)
  }

  // Default: start of the current UTC day, so reruns within a day are byte-identical.
  let now = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000)
  if (values.now !== undefined) {
    now = new Date(values.now)
    if (Number.isNaN(now.getTime())) throw new UsageError(`--now must be an ISO date, got "${values.now}"`)
  }
  return { profilePath: values.profile, count, out: values.out, photosDir: values['photos-dir'] ?? 'media/stock', now, photos: !values['no-photos'] }
}

async function loadSeed(file: string) {
  try {
    const seed = await readSeedFile(file)
    const profile = stockProfileFromSeed(seed)
    if (!profile) throw new UsageError(`${file} has no stock section, so it asks for no demo stock`)
    return { slug: seed.site.slug, profile }
  } catch (error) {
    if (error instanceof SeedFileError) throw new UsageError(error.message)
    if (error instanceof z.ZodError) throw new UsageError(`invalid stock profile in ${file}:\n${z.prettifyError(error)}`)
    throw error
  }
}

async function main(): Promise<void> {
  const args = parseCli(process.argv.slice(2))
  const seed = await loadSeed(args.profilePath)
  const out = args.out ?? path.join('.data', 'feeds', `${seed.slug}.ndjson`)
  await mkdir(path.dirname(out) || '.', { recursive: true })

  // Write beside the target and rename, so readers never see a half-written feed.
  const tmp = `${out}.${process.pid}.tmp`
  const stream = createWriteStream(tmp, { encoding: 'utf8' })
  const photoNames = new Set<string>() // bounded by the shared photo set, not by count
  let cars = 0
  let buffer = ''
  try {
    for (const car of generateCars(seed.profile, { count: args.count, now: args.now, seed: seed.profile.seed ?? seed.slug })) {
      buffer += `${JSON.stringify(car)}\n`
      for (const image of car.images) photoNames.add(image)
      cars++
      if (buffer.length > 1 << 20) {
        if (!stream.write(buffer)) await once(stream, 'drain')
        buffer = ''
      }
    }
    stream.end(buffer)
    await once(stream, 'finish')
    await rename(tmp, out)
  } catch (error) {
    stream.destroy()
    await unlink(tmp).catch(() => undefined)
    throw error
  }

  const photos = args.photos ? await ensureStockPhotos(photoNames, args.photosDir) : null
  console.log(
    `${out}: ${cars} cars, ${photos ? `${photos.created} photos created (${photos.existing} already present) in ${args.photosDir}` : 'photos skipped'}`,
  )
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`stock-generate: ${error.message}\n${USAGE}`)
    process.exit(2)
  }
  console.error(error)
  process.exit(1)
})
