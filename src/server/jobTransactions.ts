import type { Payload } from 'payload'

/**
 * Works around a connection leak in Payload 3.90's job queue. Its updateJobs
 * (payload/dist/queues/utilities/updateJob.js) begins a transaction, writes
 * the job and commits, but never rolls back when the write throws. A write
 * does throw when another runner (another instance, or a script) completed
 * and deleted the same job a moment before: the log row's foreign key fails.
 * Each such failure kept a pooled connection "idle in transaction (aborted)"
 * for good, until the server's pool ran dry and every request hung (a CI run
 * hung this way). Here a failed job write rolls its transaction back, which
 * returns the connection, and the error goes on as before.
 */
export function rollBackFailedJobWrites(payload: Payload): void {
  const db = payload.db
  const updateJobs = db.updateJobs.bind(db)
  db.updateJobs = async (args) => {
    try {
      return await updateJobs(args)
    } catch (error) {
      const transaction = await args.req?.transactionID
      if (transaction !== undefined && transaction !== null) await db.rollbackTransaction(transaction).catch(() => undefined)
      throw error
    }
  }
}
