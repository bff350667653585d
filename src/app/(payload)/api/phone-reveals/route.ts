import type { Pool } from 'pg'
import { z } from 'zod'

import { SHOPPER_BODY_MAX_BYTES } from '@/domain/leads/leadConstants'
import { clientAddress } from '@/server/clientAddress'
import { callAllowance } from '@/leads/requestAllowance'
import { isBodyRefusal, readJsonBody } from '@/server/requestBody'
import { findSiteByHost } from '@/access/findSite'
import { sitePayload } from '@/sites/sitePayload'

export const dynamic = 'force-dynamic'

const PhoneReveal = z.object({ car_id: z.string().trim().min(1, 'car_id is required').max(100) }).strict()

function answer(body: unknown, status: number) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}

/**
 * POST /api/phone-reveals on a dealer host: records that a shopper revealed
 * the phone number on a car page. The site comes
 * from the Host header; the car must be one of its vehicles. Limited per
 * address and per site, so a script cannot inflate a dealer's call counts.
 */
export async function POST(request: Request) {
  const payload = await sitePayload()
  const site = await findSiteByHost(payload, request.headers.get('host'))
  if (!site) return answer({ message: 'No dealer site answers on this address.' }, 404)
  const body = await readJsonBody(request, SHOPPER_BODY_MAX_BYTES)
  if (isBodyRefusal(body)) return answer({ message: body.message }, body.status)
  const limited = await callAllowance(payload, 'phone-reveal', site.id, clientAddress(request.headers))
  if (limited) return limited
  const parsed = PhoneReveal.safeParse(body)
  if (!parsed.success) return answer({ message: `Send {"car_id": "<the car's id>"}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}` }, 400)
  const pool = (payload.db as unknown as { pool: Pool }).pool
  const { rowCount } = await pool.query(
    `INSERT INTO phone_reveals (site_id, car_id, dealership_id)
     SELECT site_id, id, dealership_id FROM stock_vehicles WHERE site_id = $1 AND id = $2`,
    [site.id, parsed.data.car_id],
  )
  if (rowCount === 0) return answer({ message: `This site has no car ${parsed.data.car_id}.` }, 404)
  return answer({ recorded: true }, 201)
}
