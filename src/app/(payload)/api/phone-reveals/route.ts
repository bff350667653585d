import { z } from 'zod'

import { SHOPPER_BODY_MAX_BYTES } from '@/domain/requestLimits'
import { poolOf } from '@/server/payloadPool'
import { readSiteCall } from '@/sites/siteCall'

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
  const read = await readSiteCall(request, { refuse: (message, status) => answer({ message }, status), body: { maxBytes: SHOPPER_BODY_MAX_BYTES }, allowance: 'phone-reveal' })
  if (read instanceof Response) return read
  const { payload, site, body } = read
  const parsed = PhoneReveal.safeParse(body)
  if (!parsed.success) return answer({ message: `Send {"car_id": "<the car's id>"}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}` }, 400)
  const { rowCount } = await poolOf(payload).query(
    `INSERT INTO phone_reveals (site_id, car_id, dealership_id)
     SELECT site_id, id, dealership_id FROM stock_vehicles WHERE site_id = $1 AND id = $2`,
    [site.id, parsed.data.car_id],
  )
  if (rowCount === 0) return answer({ message: `This site has no car ${parsed.data.car_id}.` }, 404)
  return answer({ recorded: true }, 201)
}
