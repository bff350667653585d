import type { Access, PayloadRequest, SanitizedConfig, Where } from 'payload'

import { isRecordId, recordId } from '@/domain/siteReferences'

import { isStaff } from './roles'

/** Payload's own collection of "someone is editing this document" locks. */
export const LOCKS_COLLECTION = 'payload-locked-documents'

type Target = { document?: { relationTo?: unknown; value?: unknown } | null; globalSlug?: unknown }
type Lock = Target & { id: number }

/** The ids (as text) among `ids` that the user may update in the collection: the collection's own update rule decides, site scoping included. */
async function updatableIds(req: PayloadRequest, slug: string, candidates: unknown[]): Promise<Set<string>> {
  const ids = candidates.map(recordId).filter((id) => id !== null && isRecordId(id)).map(Number)
  const collection = req.payload.collections[slug as 'media']
  const rule = collection && ids.length > 0 ? await collection.config.access.update?.({ req }) : false
  if (!rule) return new Set()
  const where: Where = rule === true ? { id: { in: ids } } : { and: [{ id: { in: ids } }, rule] }
  const { docs } = await req.payload.find({ collection: slug as 'media', where, depth: 0, limit: ids.length, pagination: false, overrideAccess: true, req })
  return new Set(docs.map((doc) => String(doc.id)))
}

async function mayUpdateGlobal(req: PayloadRequest, slug: string): Promise<boolean> {
  const global = req.payload.config.globals.find((candidate) => candidate.slug === slug)
  return Boolean(global && (await global.access.update?.({ req })))
}

/** Whether the user may update the document (or global) a lock is on. */
async function mayLock(req: PayloadRequest, target: Target): Promise<boolean> {
  if (typeof target.globalSlug === 'string' && target.globalSlug) return mayUpdateGlobal(req, target.globalSlug)
  const slug = target.document?.relationTo
  if (typeof slug !== 'string') return false
  return (await updatableIds(req, slug, [target.document?.value])).has(String(recordId(target.document?.value)))
}

/** The locks on documents the user may update. Locks live a few minutes, so the table stays small. */
async function permittedLockIds(req: PayloadRequest): Promise<number[]> {
  const { docs } = await req.payload.find({ collection: LOCKS_COLLECTION, depth: 0, pagination: false, overrideAccess: true, req })
  const locks = docs as unknown as Lock[]
  const permitted: number[] = []
  for (const slug of new Set(locks.map((lock) => lock.document?.relationTo).filter((value): value is string => typeof value === 'string'))) {
    const onCollection = locks.filter((lock) => lock.document?.relationTo === slug)
    const updatable = await updatableIds(req, slug, onCollection.map((lock) => lock.document?.value))
    permitted.push(...onCollection.filter((lock) => updatable.has(String(recordId(lock.document?.value)))).map((lock) => lock.id))
  }
  for (const lock of locks.filter((candidate) => typeof candidate.globalSlug === 'string' && candidate.globalSlug)) {
    if (await mayUpdateGlobal(req, lock.globalSlug as string)) permitted.push(lock.id)
  }
  return permitted
}

/** A lock names who holds it: staff may only ever name themselves. */
function namesOnlyThemselves(req: PayloadRequest, data: Record<string, unknown>): boolean {
  const holder = data.user as { relationTo?: unknown; value?: unknown } | undefined
  return holder?.relationTo === req.user?.collection && recordId(holder?.value) === req.user?.id
}

/** Reading, renewing or releasing a lock: only locks on documents the user may update. Shoppers never. */
const ownLocks: Access = async ({ req }) => (isStaff(req.user) ? { id: { in: await permittedLockIds(req) } } : false)

/** Taking a lock: on a document the user may update, in their own name. */
const takeLock: Access = async ({ req, data }) =>
  isStaff(req.user) && Boolean(data) && namesOnlyThemselves(req, data!) && (await mayLock(req, data as Target))

/** Changing a lock: one the user may see, still in their own name and on a document they may update. */
const changeLock: Access = async ({ req, data }) => {
  if (!isStaff(req.user)) return false
  if (data && 'user' in data && !namesOnlyThemselves(req, data)) return false
  if (data && ('document' in data || 'globalSlug' in data) && !(await mayLock(req, data as Target))) return false
  return ownLocks({ req })
}

/**
 * Payload adds its locks collection while it sanitizes the config, after
 * every plugin ran, with "any signed-in user" access: scope it here, on the
 * built config, like the documents it locks.
 */
export function scopeDocumentLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === LOCKS_COLLECTION)
  if (locks) locks.access = { ...locks.access, read: ownLocks, create: takeLock, update: changeLock, delete: ownLocks }
  return config
}
