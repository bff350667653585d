/**
 * Working a lead: where it stands (status), who follows it up (owner) and
 * what was said (notes), with a history of who changed what and when.
 *
 * The history is written by the server only, from the difference between the
 * lead before and after a save, so nobody can edit or remove an entry. A note
 * is an entry of its own: once added it stays as written, with its author.
 */

export const LEAD_STATUSES = ['new', 'contacted', 'appointment', 'sold', 'lost'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  appointment: 'Appointment',
  sold: 'Sold',
  lost: 'Lost',
}

/** Every lead starts here: the database's default, so the shopper's insert never names it. */
export const NEW_LEAD_STATUS: LeadStatus = 'new'

export const LEAD_NOTE_LIMIT = 2000
export const OWNER_NOT_SITE_STAFF_MESSAGE = 'Choose someone who works on this dealer site: the owner must be one of its staff.'
export const NOTE_TOO_LONG_MESSAGE = `A note may be at most ${LEAD_NOTE_LIMIT} characters; split it into two notes.`

export type LeadHistoryEntry = {
  /** ISO time of the change. */
  at: string
  /** The staff member's name (or email) at the time, so the entry still reads after they leave. */
  by: string
  byId: number | null
  kind: 'status' | 'owner' | 'note'
  /** For status and owner: what it was and what it became, as people read them. */
  from?: string
  to?: string
  /** For a note: its words. */
  note?: string
}

export type LeadWork = { status: LeadStatus; ownerName: string | null }

export const statusLabel = (status: string | null | undefined): string => LEAD_STATUS_LABELS[status as LeadStatus] ?? LEAD_STATUS_LABELS.new

/** The history entries of one save: a status change, an owner change and a note, in that order. */
export function leadWorkEntries(before: LeadWork, after: LeadWork, note: string | null | undefined, by: { id: number | null; name: string }, at: Date): LeadHistoryEntry[] {
  const stamp = { at: at.toISOString(), by: by.name, byId: by.id }
  const entries: LeadHistoryEntry[] = []
  if (before.status !== after.status) entries.push({ ...stamp, kind: 'status', from: statusLabel(before.status), to: statusLabel(after.status) })
  if ((before.ownerName ?? null) !== (after.ownerName ?? null)) entries.push({ ...stamp, kind: 'owner', from: before.ownerName ?? 'Nobody', to: after.ownerName ?? 'Nobody' })
  const words = note?.trim()
  if (words) entries.push({ ...stamp, kind: 'note', note: words })
  return entries
}

/** One entry as a line a person reads: "Status: New → Contacted", "Owner: Nobody → Jo Smith", or the note. */
export function historyLine(entry: LeadHistoryEntry): string {
  if (entry.kind === 'note') return entry.note ?? ''
  return `${entry.kind === 'status' ? 'Status' : 'Owner'}: ${entry.from ?? ''} → ${entry.to ?? ''}`
}

/** What a staff member is called in a lead's history and owner column. */
export const staffName = (user: { name?: string | null; email?: string | null }): string => user.name?.trim() || user.email || 'A staff member'

/** Whether a stored history is a list of entries; anything else reads as no history. */
export function readHistory(value: unknown): LeadHistoryEntry[] {
  return Array.isArray(value) ? (value.filter((entry) => entry && typeof entry === 'object' && typeof entry.at === 'string') as LeadHistoryEntry[]) : []
}
