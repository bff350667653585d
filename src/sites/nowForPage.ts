import { connection } from 'next/server'

/**
 * The time a public page is rendered at. Rules take time as an argument;
 * pages read the clock here, after opting into per-request rendering, so
 * "Call Now" and "Today" are evaluated on every load.
 */
export async function nowForPage(): Promise<Date> {
  await connection()
  return new Date()
}
