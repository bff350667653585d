import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { assignedSiteIds } from '@/access/tenantIds'
import { LEAD_NOTE_LIMIT, leadWorkEntries, NOTE_TOO_LONG_MESSAGE, OWNER_NOT_SITE_STAFF_MESSAGE, readHistory, staffName, type LeadStatus } from '@/domain/leads/leadWork'
import { recordId } from '@/domain/siteReferences'

/**
 * On every save of a lead by staff: the owner must be one of the lead's
 * site's staff (checked here, on the server, whatever the form offered), and
 * each change of status or owner and each note added becomes an entry of the
 * lead's history, with who and when. The history and the time last worked
 * are fields nobody may write (field access), so only this hook extends them.
 */
export const recordLeadWork: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const note = typeof data.newNote === 'string' ? data.newNote : null
  delete data.newNote
  if (note && note.trim().length > LEAD_NOTE_LIMIT) throw new ValidationError({ collection: 'customer-leads', errors: [{ path: 'newNote', message: NOTE_TOO_LONG_MESSAGE }] }, req.t)

  const ownerId = recordId(data.owner)
  const storedOwnerId = recordId(originalDoc.owner)
  let ownerName: string | null = originalDoc.ownerName ?? null
  if (ownerId !== storedOwnerId) {
    ownerName = null
    if (ownerId !== null) {
      const owner = await req.payload.findByID({ collection: 'users', id: ownerId, depth: 0, overrideAccess: true, disableErrors: true, req })
      const site = recordId(originalDoc.tenant)
      if (!owner || site === null || !assignedSiteIds(owner).includes(Number(site))) {
        throw new ValidationError({ collection: 'customer-leads', errors: [{ path: 'owner', message: OWNER_NOT_SITE_STAFF_MESSAGE }] }, req.t)
      }
      ownerName = staffName(owner)
    }
    data.ownerName = ownerName
  }

  const by = req.user?.collection === 'users' ? { id: Number(req.user.id), name: staffName(req.user) } : { id: null, name: 'Forecourt' }
  const now = new Date()
  const entries = leadWorkEntries(
    { status: (originalDoc.status ?? 'new') as LeadStatus, ownerName: originalDoc.ownerName ?? null },
    { status: (data.status ?? originalDoc.status ?? 'new') as LeadStatus, ownerName },
    note,
    by,
    now,
  )
  if (entries.length === 0) return data
  data.history = [...readHistory(originalDoc.history), ...entries]
  data.lastWorkedAt = now.toISOString()
  return data
}
