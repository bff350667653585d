import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { DEALER_EDITOR } from '@/access/roles'

/**
 * Creates a staff user for these sites. Nobody types a password: the account
 * gets a random one, never shown, until the invitation lets the person set
 * their own. Writes in `req`'s transaction when one is given.
 *
 * A minimal stand-in: the staff invitations work replaces this file with the
 * real one (same signature), which also queues the invitation email.
 */
export async function inviteStaff(
  payload: Payload,
  input: { email: string; name?: string; siteIds: number[]; role?: 'dealer-editor' | 'platform-admin' },
  req?: PayloadRequest,
): Promise<{ userId: number | string }> {
  const email = input.email.trim().toLowerCase()
  const user = await payload.create({
    collection: 'users',
    data: {
      email,
      name: input.name ?? email.split('@')[0]!,
      password: randomBytes(24).toString('base64url'),
      roles: [input.role ?? DEALER_EDITOR],
      tenants: input.siteIds.map((tenant) => ({ tenant })),
    },
    overrideAccess: true,
    req,
  })
  return { userId: user.id }
}
