import config from '@payload-config'
import type { Pool } from 'pg'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

let payload: Payload
let pool: Pool

beforeAll(async () => {
  payload = await getPayload({ config })
  pool = (payload.db as unknown as { pool: Pool }).pool
})

afterAll(async () => {
  await payload.destroy()
})

const abortedConnections = async () =>
  Number((await pool.query<{ count: string }>("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction (aborted)'")).rows[0]!.count)

it('a job write that fails rolls its transaction back instead of keeping the connection', async () => {
  // A job on a queue no runner serves, so only this test writes it.
  const job = await payload.jobs.queue({ task: 'deliverLead', input: { leadId: 0, attempt: 1, channels: ['email'] }, queue: 'job-transactions-test' })
  const before = await abortedConnections()
  try {
    for (let time = 0; time < 3; time += 1) {
      // What Payload's job runner does for every job update: a transaction of its own, then the write; this one fails in the database.
      const transactionID = await payload.db.beginTransaction()
      const write = payload.db.updateJobs({
        id: job.id,
        data: { log: [{ id: `broken-${time}`, executedAt: new Date().toISOString(), completedAt: new Date().toISOString(), taskSlug: 'no-such-task', taskID: '1', state: 'succeeded' }] },
        req: { transactionID } as never,
      })
      await expect(write).rejects.toThrow(/no-such-task|enum/)
    }
    expect(await abortedConnections()).toBe(before)
  } finally {
    await pool.query('DELETE FROM payload_jobs WHERE id = $1', [job.id])
  }
})
