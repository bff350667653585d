import type { Payload, TypedUser, Where } from 'payload'

import { expiryWindow } from '@/domain/dashboard/expiringSoon'

/** Collections with drafts whose waiting drafts the dashboard lists, and the field each is named by. */
export const DRAFT_COLLECTIONS = [
  { slug: 'offers', title: 'name', label: 'Offer' },
  { slug: 'promo-cards', title: 'alt', label: 'Promo card' },
  { slug: 'pages', title: 'title', label: 'Page' },
  { slug: 'posts', title: 'title', label: 'Post' },
] as const
export type DraftCollection = (typeof DRAFT_COLLECTIONS)[number]['slug']

export type WatchedDocument = { collection: DraftCollection; label: string; id: number; title: string; site: number | null; at: Date | null; action?: 'publish' | 'unpublish' }

/** How many of each list the dashboard shows; the link beside each list opens the rest. */
export const WATCH_LIST_LIMIT = 10

type Query = { payload: Payload; user: TypedUser; siteIds: readonly number[]; now: Date }

const siteOf = (tenant: unknown): number | null =>
  typeof tenant === 'number' ? tenant : tenant && typeof tenant === 'object' && 'id' in tenant ? Number((tenant as { id: unknown }).id) : null

/** Published offers and promo cards of the sites that stop showing within the warning window, soonest first. */
export async function expiringSoon({ payload, user, siteIds, now }: Query): Promise<WatchedDocument[]> {
  const { from, to } = expiryWindow(now)
  const where: Where = {
    and: [{ tenant: { in: siteIds } }, { _status: { equals: 'published' } }, { expiryDate: { greater_than: from.toISOString() } }, { expiryDate: { less_than_equal: to.toISOString() } }],
  }
  const lists = await Promise.all(
    DRAFT_COLLECTIONS.filter((each) => each.slug === 'offers' || each.slug === 'promo-cards').map(async ({ slug, title, label }) => {
      const { docs } = await payload.find({ collection: slug, where, select: { [title]: true, tenant: true, expiryDate: true }, sort: 'expiryDate', limit: WATCH_LIST_LIMIT, depth: 0, overrideAccess: false, user })
      return docs.map((doc) => {
        const record = doc as unknown as Record<string, unknown>
        return { collection: slug, label, id: Number(doc.id), title: String(record[title] ?? ''), site: siteOf(record.tenant), at: record.expiryDate ? new Date(String(record.expiryDate)) : null }
      })
    }),
  )
  return lists.flat().sort((a, b) => (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0))
}

/**
 * Documents whose latest version is a draft: changes saved but not yet
 * published (or never published at all), newest first.
 */
export async function draftsAwaitingPublish({ payload, user, siteIds }: Query): Promise<WatchedDocument[]> {
  const lists = await Promise.all(
    DRAFT_COLLECTIONS.map(async ({ slug, title, label }) => {
      const { docs } = await payload.findVersions({
        collection: slug,
        where: { and: [{ latest: { equals: true } }, { 'version._status': { equals: 'draft' } }, { 'version.tenant': { in: siteIds } }] },
        sort: '-updatedAt',
        limit: WATCH_LIST_LIMIT,
        depth: 0,
        overrideAccess: false,
        user,
      })
      return docs.map((entry) => {
        const version = entry.version as unknown as Record<string, unknown>
        return { collection: slug, label, id: Number(entry.parent), title: String(version[title] ?? ''), site: siteOf(version.tenant), at: entry.updatedAt ? new Date(entry.updatedAt) : null }
      })
    }),
  )
  return lists.flat().sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0))
}

type ScheduleInput = { type?: 'publish' | 'unpublish'; doc?: { relationTo?: string; value?: string | number } }

/**
 * Payload's scheduled publish and unpublish jobs still to run, for documents
 * of the given sites only. Jobs carry no site, so each job's document is
 * looked up with the site filter and the user's access; jobs for other
 * sites' documents drop out there.
 */
export async function scheduledPublishes({ payload, user, siteIds, now }: Query): Promise<WatchedDocument[]> {
  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { waitUntil: { greater_than: now.toISOString() } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
    select: { input: true, waitUntil: true },
    sort: 'waitUntil',
    pagination: false,
    depth: 0,
    // Jobs have no site and only the queue reads them; the documents below are read with the user's access and site filter.
    overrideAccess: true,
  })
  const wanted = new Map<DraftCollection, { id: number; at: Date; action: 'publish' | 'unpublish' }[]>()
  for (const job of jobs) {
    const input = (job.input ?? {}) as ScheduleInput
    const collection = DRAFT_COLLECTIONS.find((each) => each.slug === input.doc?.relationTo)?.slug
    const id = Number(input.doc?.value)
    if (!collection || !Number.isSafeInteger(id) || !job.waitUntil) continue
    wanted.set(collection, [...(wanted.get(collection) ?? []), { id, at: new Date(job.waitUntil), action: input.type === 'unpublish' ? 'unpublish' : 'publish' }])
  }
  const lists = await Promise.all(
    [...wanted].map(async ([slug, scheduled]) => {
      const { title, label } = DRAFT_COLLECTIONS.find((each) => each.slug === slug)!
      const { docs } = await payload.find({
        collection: slug,
        where: { and: [{ id: { in: scheduled.map((each) => each.id) } }, { tenant: { in: siteIds } }] },
        select: { [title]: true, tenant: true },
        pagination: false,
        depth: 0,
        draft: true,
        overrideAccess: false,
        user,
      })
      const byId = new Map(docs.map((doc) => [Number(doc.id), doc as unknown as Record<string, unknown>]))
      return scheduled.flatMap(({ id, at, action }) => {
        const doc = byId.get(id)
        return doc ? [{ collection: slug, label, id, title: String(doc[title] ?? ''), site: siteOf(doc.tenant), at, action }] : []
      })
    }),
  )
  return lists.flat().sort((a, b) => (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0)).slice(0, WATCH_LIST_LIMIT)
}
