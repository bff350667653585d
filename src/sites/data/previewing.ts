import { draftMode } from 'next/headers'

/**
 * Whether this browser came through a preview link from the admin
 * (src/app/(site)/sites/[host]/preview). Previewing pages read the latest
 * drafts straight from the database, never from or into the shared cache.
 */
export async function isPreviewing(): Promise<boolean> {
  return (await draftMode()).isEnabled
}
