import { createHash, randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { BUILD_INPUTS, sourceFingerprint } from '../../src/server/build'
import { dataDir } from '../../src/server/dataDir'
import { withDatabase } from '../../src/server/embeddedPostgres'

import { createTestDatabase, type TestDatabase } from './testDatabase'
import { prepareDatabase, root } from './testEnvironment'

const TEMPLATE_PREFIX = 'forecourt_template_'
/** Besides the build's inputs, what the prepared data is made of. */
const TEMPLATE_INPUTS = ['tenants-seed', 'tests/support/prepareDatabase.ts', 'tests/support/testEnvironment.ts']

/**
 * The prepared database's name: a hash of what it is made from, and today's
 * date, because the demo data is dated from the day it was onboarded.
 */
function templateName(): string {
  const fingerprint = sourceFingerprint(root, [...BUILD_INPUTS, ...TEMPLATE_INPUTS])
  const hash = createHash('sha256').update(fingerprint).update(new Date().toISOString().slice(0, 10))
  return `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}`
}

/** Uploads made while preparing a template on a server, which every copy of it needs beside its rows. */
function templateMedia(serverUrl: string, name: string): string {
  const { hostname, port } = new URL(serverUrl)
  return path.join(dataDir(), 'test-templates', `${hostname}-${port || 5432}`, name)
}

/**
 * The migrated database with the demo sites onboarded, made once for these
 * sources and today, and kept on the test server for the next run. Older
 * templates are dropped. It is built under a name of its own and renamed
 * when complete, so a run never copies half a template.
 */
async function preparedTemplate(serverUrl: string): Promise<string> {
  const name = templateName()
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    const existing = (await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${TEMPLATE_PREFIX}%`])).rows.map((row) => row.datname)
    if (existing.includes(name) && existsSync(templateMedia(serverUrl, name))) return name
    for (const stale of existing) {
      await client.query(`drop database if exists ${client.escapeIdentifier(stale)} with (force)`)
      rmSync(templateMedia(serverUrl, stale), { recursive: true, force: true })
    }
    const building = `${name}_${randomBytes(4).toString('hex')}`
    const media = templateMedia(serverUrl, building)
    mkdirSync(media, { recursive: true })
    await client.query(`create database ${client.escapeIdentifier(building)}`)
    await prepareDatabase(withDatabase(serverUrl, building), media)
    await client.query(`alter database ${client.escapeIdentifier(building)} rename to ${client.escapeIdentifier(name)}`)
    // Uploads left by a template whose database has since gone are replaced.
    rmSync(templateMedia(serverUrl, name), { recursive: true, force: true })
    renameSync(media, templateMedia(serverUrl, name))
    return name
  } finally {
    await client.end()
  }
}

/**
 * A fresh database in the state `npm start` leaves an empty one (migrated,
 * demo sites, platform admin): a copy of the prepared template, with its
 * uploads copied into `mediaDir`.
 */
export async function createPreparedDatabase(label: string, mediaDir: string): Promise<TestDatabase> {
  let media = ''
  const database = await createTestDatabase(label, {
    template: async (serverUrl) => {
      const template = await preparedTemplate(serverUrl)
      media = templateMedia(serverUrl, template)
      return template
    },
  })
  cpSync(media, mediaDir, { recursive: true })
  return database
}
