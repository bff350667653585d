/**
 * POST /api/customer-leads/:id/resend: a staff member asks for a lead to be
 * delivered again, every channel from attempt 1 (issue 6). Allowed to staff
 * who can read the lead: the collection's read access, narrowed by the
 * multi-tenant plugin, keeps a dealer editor to their own sites' leads.
 */

import type { PayloadHandler } from 'payload'
import { z } from 'zod'

import { cancelWaitingDeliveries, queueLeadDelivery } from './queue'

const leadIdParam = z.coerce.number().int().positive()

function answer(body: unknown, status: number) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}

export const resendLead: PayloadHandler = async (req) => {
  if (!req.user || req.user.collection !== 'users') return answer({ error: 'Sign in to resend a lead.' }, 401)
  const id = leadIdParam.safeParse(req.routeParams?.id)
  if (!id.success) return answer({ error: 'The lead id must be a whole number, as in /api/customer-leads/123/resend.' }, 400)
  const lead = await req.payload.findByID({ collection: 'customer-leads', id: id.data, depth: 0, overrideAccess: false, user: req.user, disableErrors: true }).catch(() => null)
  // The same answer for a lead of another site as for none, so ids of other dealers' leads are not confirmed.
  if (!lead) return answer({ error: `There is no lead ${id.data} among the leads you can see.` }, 404)
  await cancelWaitingDeliveries(req.payload, lead.id)
  await req.payload.update({ collection: 'customer-leads', id: lead.id, data: { deliveryStatus: 'pending' }, depth: 0, overrideAccess: true })
  await queueLeadDelivery(req.payload, lead.id)
  return answer({ lead_id: lead.id, delivery_status: 'pending', message: 'The lead is queued to be sent again.' }, 202)
}
