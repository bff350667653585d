import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { encodeSiteDataChange, SITE_DATA_CHANGED_CHANNEL, versionRowsOf, type SiteDataChange } from '@/lib/siteDataChange'

type Statements = { execute(query: ReturnType<typeof sql>): Promise<unknown> }

/**
 * Tells every instance that sites' data changed: their version rows go up (for
 * an instance that was not listening) and a NOTIFY names the sites and tags.
 * Sent in the request's transaction when it has one, so the NOTIFY arrives
 * after the commit (never before, which would let another instance re-read
 * the old data) and never after a rollback; otherwise at once.
 */
export async function announceSiteDataChange(req: PayloadRequest, change: SiteDataChange): Promise<void> {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const transaction = await req.transactionID
  const db: Statements = (transaction !== undefined && transaction !== null ? adapter.sessions?.[transaction]?.db : undefined) ?? adapter.drizzle
  for (const site of versionRowsOf(change)) {
    await db.execute(sql`
      INSERT INTO site_data_versions (site, version, changed_at) VALUES (${site}, 1, now())
      ON CONFLICT (site) DO UPDATE SET version = site_data_versions.version + 1, changed_at = now()`)
  }
  await db.execute(sql`SELECT pg_notify(${SITE_DATA_CHANGED_CHANNEL}, ${encodeSiteDataChange(change)})`)
}
