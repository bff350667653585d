import { Client, Pool } from 'pg'

import { EXPIRY_CHANNELS, expiryOfMovedVersion, expiryOfNotification, type Expiry, type VersionRow } from './expiry'
import { VersionWatch } from './versionWatch'

/** How often the version rows are read while no notification can arrive (the listening connection is down). */
const POLL_MS = 1_000
/** How long to wait before listening again after the listening connection drops. */
const RELISTEN_MS = 1_000

/** How the listening connections show in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'forecourt cache expiry'

const VERSIONS_SQL = `SELECT 'site_data' AS "table", site, version FROM site_data_versions
  UNION ALL SELECT 'stock', site_id::text, version FROM stock_versions`

/**
 * Keeps this instance's caches in step with changes made on any instance:
 * LISTENs for site_data_changed and stock_changed on a connection of its own
 * and hands each change to `expire`. While that connection is down it reads
 * the version rows every second and expires the sites whose version moved;
 * once listening again it reads them one last time, so nothing that changed
 * in between is missed.
 */
export class CacheExpiryListener {
  private listener: Client | null = null
  private poller: NodeJS.Timeout | null = null
  private closed = false
  private readonly versions = new VersionWatch()
  private readonly pool: Pool

  constructor(
    private readonly connectionString: string,
    private readonly expire: (expiry: Expiry) => Promise<void> | void,
  ) {
    this.pool = new Pool({ connectionString, max: 1, idleTimeoutMillis: 5_000 })
    // A dropped polling connection is replaced at the next poll.
    this.pool.on('error', () => undefined)
    this.startPolling()
    this.listen()
  }

  async close(): Promise<void> {
    this.closed = true
    this.stopPolling()
    const listener = this.listener
    this.listener = null
    await Promise.all([listener?.end().catch(() => undefined), this.pool.end().catch(() => undefined)])
  }

  private listen(): void {
    if (this.closed) return
    const listener = new Client({ connectionString: this.connectionString, keepAlive: true, application_name: LISTENER_APPLICATION_NAME })
    const retry = () => {
      if (this.listener !== listener) return
      this.listener = null
      void listener.end().catch(() => undefined)
      this.startPolling()
      setTimeout(() => this.listen(), RELISTEN_MS).unref()
    }
    this.listener = listener
    listener.on('error', retry)
    listener.on('end', retry)
    listener.on('notification', ({ channel, payload }) => {
      const expiry = expiryOfNotification(channel, payload)
      if (expiry) this.apply(expiry)
    })
    listener
      .connect()
      .then(async () => {
        for (const channel of EXPIRY_CHANNELS) await listener.query(`LISTEN ${channel}`)
        this.stopPolling()
        // What changed while not listening; from here on, notifications tell.
        await this.poll()
      })
      .catch(retry)
  }

  private startPolling(): void {
    if (this.poller || this.closed) return
    this.poller = setInterval(() => void this.poll(), POLL_MS)
    this.poller.unref()
  }

  private stopPolling(): void {
    if (this.poller) clearInterval(this.poller)
    this.poller = null
  }

  private async poll(): Promise<void> {
    try {
      const { rows } = await this.pool.query<{ table: VersionRow['table']; site: string; version: string }>(VERSIONS_SQL)
      const moved = this.versions.moved(rows.map((row) => ({ table: row.table, site: row.site, version: Number(row.version) })))
      for (const row of moved) this.apply(expiryOfMovedVersion(row))
    } catch {
      // The database is unreachable too: the next poll tries again.
    }
  }

  private apply(expiry: Expiry): void {
    Promise.resolve(this.expire(expiry)).catch((error: unknown) => console.error('Expiring cached pages and data failed:', error))
  }
}
