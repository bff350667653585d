/**
 * Regenerates src/payload-types.ts and the admin import map from the config:
 * `npm run generate`. We call Payload's generators directly, because the
 * Payload CLI sometimes exits 0 without doing anything on Node 20.
 */
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'

import { generateImportMap } from 'payload'
import { generateTypes } from 'payload/node'

process.env.PAYLOAD_SECRET ||= 'generate-only'
process.env.DATABASE_URL ||= 'postgres://unused@127.0.0.1:1/unused'

const { default: configPromise } = await import('../payload.config')
const config = await configPromise
await generateTypes(config, { log: true })
await generateImportMap(config, { log: true, force: true })

for (const file of ['src/payload-types.ts', 'src/app/(payload)/admin/importMap.js']) {
  const full = path.resolve(file)
  if (!existsSync(full) || statSync(full).size === 0) throw new Error(`${file} was not generated`)
}
