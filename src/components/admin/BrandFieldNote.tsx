import { FieldDescription } from '@payloadcms/ui'
import type { FieldDescriptionServerProps } from 'payload'

import { isPlatformAdmin } from '@/access/roles'
import { brandLockedMessage } from '@/domain/brandSelfService'
import { platformName } from '@/lib/platformName'

/**
 * Under each of a site's brand fields: its own description, and while the
 * site's agency has locked the brand, who can change it: the dealer's editor
 * reads whom to ask, agency staff that the dealer cannot.
 */
export function BrandFieldNote({ field, path, data, req }: FieldDescriptionServerProps) {
  const stated = (field as { admin?: { description?: unknown } }).admin?.description
  const own = typeof stated === 'string' ? stated : undefined
  const locked = Boolean((data as { brandLocked?: boolean | null } | undefined)?.brandLocked)
  const note = !locked ? undefined : isPlatformAdmin(req.user) ? "Locked: the dealer's own editors cannot change this." : brandLockedMessage(platformName())
  const description = [note, own].filter(Boolean).join(' ')
  return description ? <FieldDescription description={description} path={path} /> : null
}
