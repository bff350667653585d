import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { openFeed, type FeedFormat } from './feedReader'
import { localFeedFile } from './feedSource'
import { rejection, type RejectedRecord } from './importStock'
import { parseVehicle } from './vehicleSchema'

/** What a test import read: nothing is written, so agency staff can fix the feed before the site goes live. */
export type FeedTrial = {
  format: FeedFormat
  read: number
  accepted: number
  /** The first rejected rows, each with its field and reason, as the import would report them. */
  rejected: RejectedRecord[]
  rejectedCount: number
  /** A few vehicles as read, so staff see the feed's fields landed where they should. */
  sample: { row: number; title: string; carType: string; price: number | null }[]
}

const SHOWN_REJECTIONS = 20
const SHOWN_SAMPLE = 5
/** An upload's own extension tells the reader its format; anything else is sniffed from the first character. */
const FEED_EXTENSION = /\.(csv|json|ndjson|jsonl)$/i

/** Reads a whole feed (a URL or a local file) through the importer's own reader and record rules, writing nothing. */
export async function tryFeed(source: string): Promise<FeedTrial> {
  const { file, release } = await localFeedFile(source)
  try {
    const feed = await openFeed(file)
    const trial: FeedTrial = { format: feed.format, read: 0, accepted: 0, rejected: [], rejectedCount: 0, sample: [] }
    for await (const entry of feed.entries) {
      trial.read++
      const result = 'error' in entry ? null : parseVehicle(entry.value)
      if (result && 'vehicle' in result) {
        trial.accepted++
        const car = result.vehicle
        if (trial.sample.length < SHOWN_SAMPLE) trial.sample.push({ row: entry.row, title: [car.year, car.make, car.model, car.badge].filter(Boolean).join(' '), carType: car.car_type, price: car.price ?? null })
        continue
      }
      trial.rejectedCount++
      if (trial.rejected.length < SHOWN_REJECTIONS) trial.rejected.push('error' in entry ? { row: entry.row, field: '', reason: entry.error } : rejection(entry.row, result!.problems))
    }
    return trial
  } finally {
    await release()
  }
}

/**
 * An uploaded feed as a local file named as the dealer named it (the import's
 * record shows the name), in a folder of its own that `release` removes.
 */
export async function uploadedFeedFile(name: string, text: string): Promise<{ file: string; release: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'forecourt-upload-'))
  const base = path.basename(name).replace(/[^\w.-]+/g, '-') || 'feed'
  const file = path.join(dir, FEED_EXTENSION.test(base) ? base : `${base}.feed`)
  await writeFile(file, text, 'utf8')
  return { file, release: () => rm(dir, { recursive: true, force: true }) }
}
