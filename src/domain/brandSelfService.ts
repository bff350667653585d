/**
 * What a dealer's own editors may change of their site: its brand (logo and
 * colours) and how shoppers reach it (phone, email, social pages), unless the
 * site's agency has locked them. Everything else of a site is agency work.
 */

/** Dotted paths from the site document's root. */
export const BRAND_FIELD_PATHS = [
  'theme.logo',
  'theme.primaryColour',
  'theme.secondaryColour',
  'theme.accentColour',
  'contact.phone',
  'contact.email',
  'contact.facebookUrl',
  'contact.instagramUrl',
  'contact.youtubeUrl',
  'contact.linkedinUrl',
] as const

/** Beside a locked brand field, for the dealer's editor: who locked it, and whom to ask. */
export function brandLockedMessage(platformName: string): string {
  return `Locked by ${platformName}: ask your agency to change it.`
}

/** Kept by the database, never typed by a person. */
const RECORD_KEYS = new Set(['id', 'createdAt', 'updatedAt'])

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A populated relationship (a whole record) compares as its id. */
const isRecord = (value: Record<string, unknown>) => 'id' in value && 'createdAt' in value

/** A value as stored means it: empty and absent are one, ids and numbers compare as text, array rows without their row ids. */
function comparable(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null
  if (Array.isArray(value)) return value.length ? value.map(comparable) : null
  if (isPlainObject(value)) {
    if (isRecord(value)) return String(value.id)
    const entries = Object.entries(value)
      .filter(([key]) => key !== 'id')
      .map(([key, inner]) => [key, comparable(inner)] as const)
      .filter(([, inner]) => inner !== null)
      .sort(([a], [b]) => a.localeCompare(b))
    return entries.length ? Object.fromEntries(entries) : null
  }
  return String(value)
}

/**
 * The paths of `submitted` whose value differs from `stored`, outside
 * `editable`. Only what was submitted counts: a form that leaves out a field
 * (a secret the editor cannot read) changes nothing there. Groups are
 * compared field by field, arrays as a whole.
 */
export function changesOutside(submitted: Record<string, unknown>, stored: Record<string, unknown> | null | undefined, editable: readonly string[], prefix = ''): string[] {
  const changed: string[] = []
  for (const [key, value] of Object.entries(submitted)) {
    if (!prefix && RECORD_KEYS.has(key)) continue
    const path = `${prefix}${key}`
    if (editable.includes(path)) continue
    const before = stored?.[key]
    if (isPlainObject(value) && !isRecord(value)) {
      changed.push(...changesOutside(value, isPlainObject(before) ? before : null, editable, `${path}.`))
    } else if (typeof value === 'number' && Array.isArray(before)) {
      // The admin form sends a list whose rows the editor may not read (lead routing) as its row count.
      if (value !== before.length) changed.push(path)
    } else if (JSON.stringify(comparable(value)) !== JSON.stringify(comparable(before))) {
      changed.push(path)
    }
  }
  return changed
}
