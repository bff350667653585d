import type { Payload, PayloadRequest } from 'payload'

import { REDIRECTS_CHECKED } from '@collections/Redirects/checkedContext'
import { redirectProblems, redirectSourceKey } from '@/domain/redirects'
import type { Redirect as StoredRedirect } from '@/payload-types'

import type { SiteSeed } from './seedSchema'

type Note = (kind: 'created' | 'updated' | 'unchanged', what: string) => void

/**
 * The site's stored redirects, once the seed's are known to make no loop or
 * chain with those the dealer added since (seedSchema checked the file on
 * its own). Called before onboarding writes anything, so a clash stops it
 * with nothing changed; a site not created yet has none.
 */
export async function storedRedirectsFitting(payload: Payload, seed: SiteSeed, siteId: number | null, req?: PayloadRequest): Promise<StoredRedirect[]> {
  if (siteId === null || seed.redirects.length === 0) return []
  const { docs } = await payload.find({ collection: 'redirects', where: { tenant: { equals: siteId } }, pagination: false, depth: 0, overrideAccess: true, req })
  const listed = new Set(seed.redirects.map((redirect) => redirectSourceKey(redirect.from)))
  const kept = docs.filter((doc) => !listed.has(redirectSourceKey(doc.oldPath))).map((doc) => ({ from: doc.oldPath, to: doc.newAddress }))
  const problems = redirectProblems([...seed.redirects, ...kept], seed.site.domains)
  if (problems.length > 0) throw new Error(`redirects, with those already on ${seed.site.slug}: ${problems.map((problem) => problem.message).join(' ')}`)
  return docs
}

/**
 * Creates or updates the seed's redirects, matched by old path as the public
 * site matches them (any case, any trailing slash); never deletes ones the
 * seed no longer lists. The whole set was checked, so each save skips the
 * collection's own check against the rest, as the CSV import does.
 */
export async function onboardRedirects(payload: Payload, seed: SiteSeed, siteId: number, stored: readonly StoredRedirect[], note: Note, req?: PayloadRequest) {
  const context = { disableRevalidate: true, [REDIRECTS_CHECKED]: true }
  const byKey = new Map(stored.map((doc) => [redirectSourceKey(doc.oldPath), doc]))
  for (const { from, to } of seed.redirects) {
    const found = byKey.get(redirectSourceKey(from))
    const data = { oldPath: from, newAddress: to }
    if (found?.oldPath === from && found.newAddress === to) {
      note('unchanged', `redirect ${from}`)
      continue
    }
    if (found) await payload.update({ collection: 'redirects', id: found.id, data, depth: 0, overrideAccess: true, req, context })
    else await payload.create({ collection: 'redirects', data: { ...data, tenant: siteId }, depth: 0, overrideAccess: true, req, context })
    note(found ? 'updated' : 'created', `redirect ${from}`)
  }
}
