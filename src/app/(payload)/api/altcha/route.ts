
import { issueChallenge } from '@/leads/altcha/challenge'
import { altchaSettings } from '@/leads/altcha/settings'
import { findSiteByHost } from '@/access/findSite'
import { sitePayload } from '@/sites/sitePayload'

export const dynamic = 'force-dynamic'

/**
 * GET /api/altcha on a dealer host (issue 6): a fresh signed proof-of-work
 * challenge for this site's forms (src/components/forms/SpamCheck.tsx). Each
 * one is single-use, so no cache may keep or share it.
 */
export async function GET(request: Request) {
  const payload = await sitePayload()
  const site = await findSiteByHost(payload, request.headers.get('host'))
  const headers = { 'Cache-Control': 'no-store' }
  if (!site) return Response.json({ error: 'No dealer site answers on this address.' }, { status: 404, headers })
  return Response.json(await issueChallenge(site.id, new Date(), altchaSettings()), { headers })
}
