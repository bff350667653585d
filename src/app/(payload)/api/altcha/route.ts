
import { issueChallenge } from '@/leads/altcha/challenge'
import { altchaSettings } from '@/leads/altcha/settings'
import { readSiteCall } from '@/sites/siteCall'

export const dynamic = 'force-dynamic'

/**
 * GET /api/altcha on a dealer host (issue 6): a fresh signed proof-of-work
 * challenge for this site's forms (src/components/forms/SpamCheck.tsx). Each
 * one is single-use, so no cache may keep or share it.
 */
export async function GET(request: Request) {
  const headers = { 'Cache-Control': 'no-store' }
  const read = await readSiteCall(request, { refuse: (error, status) => Response.json({ error }, { status, headers }) })
  if (read instanceof Response) return read
  return Response.json(await issueChallenge(read.site.id, new Date(), altchaSettings()), { headers })
}
