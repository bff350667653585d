/**
 * Invites a staff member: creates them with an unusable password and their
 * sites, and queues the invitation that lets them choose their own
 * (collections/Users/hooks/invitations.ts). Given a request in a
 * transaction, the invitation goes out only once that transaction commits.
 */

import type { Payload, PayloadRequest } from 'payload'

import { DEALER_EDITOR, type Role } from '@/access/roles'

export async function inviteStaff(
  payload: Payload,
  input: { email: string; name?: string; siteIds: number[]; role?: Role },
  req?: PayloadRequest,
): Promise<{ userId: number | string }> {
  const user = await payload.create({
    collection: 'users',
    // No password: the Users hooks give an unusable one and mark the invitation pending.
    data: { email: input.email.trim().toLowerCase(), name: input.name ?? null, roles: [input.role ?? DEALER_EDITOR], tenants: input.siteIds.map((tenant) => ({ tenant })) },
    overrideAccess: true,
    depth: 0,
    ...(req ? { req } : {}),
  })
  return { userId: user.id }
}
