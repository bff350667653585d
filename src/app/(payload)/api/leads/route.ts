import type { Pool } from 'pg'
import { z } from 'zod'

import { IDEMPOTENCY_KEY_PATTERN, LEAD_BODY_MAX_BYTES } from '@/domain/requestLimits'
import { SPAM_CHECK_INVALID_MESSAGE, SPAM_CHECK_MISSING_MESSAGE, SPAM_CHECK_USED_MESSAGE } from '@/domain/leads/spamCheck'
import { consentShown, OPT_IN_WORDING, TERMS_WORDING } from '@/domain/leads/consentWording'
import { fieldErrors, formErrorDisplay } from '@/domain/leads/formErrors'
import { withLocationDealership } from '@/domain/leads/formContext'
import { leadFormName, leadFormSchema } from '@/domain/leads/leadForms'
import { resolveSiteSettings } from '@/domain/site-settings'
import { altchaSettings } from '@/leads/altcha/settings'
import { spendAnswer } from '@/leads/altcha/usedAnswers'
import { checkSpamAnswer } from '@/leads/altcha/verify'
import { addressHash, clientAddress } from '@/server/clientAddress'
import { isDatabaseUnavailable } from '@/leads/databaseUnavailable'
import { queueStoredLead } from '@/leads/delivery/queue'
import { serverFormContext } from '@/leads/leadContext'
import { storeLead } from '@/leads/storeLead'
import { getSiteDealerships } from '@/sites/data/dealerships'
import { getSiteLocations } from '@/sites/data/locations'
import { readSiteCall } from '@/sites/siteCall'

export const dynamic = 'force-dynamic'

/** How soon a shopper's browser may send again when the database is briefly away (a restart takes a few seconds). */
const DATABASE_RETRY_AFTER_SECONDS = 2

/** What a form sends: which form, the lead it checked (src/domain/leads), and its spam check's answer (src/components/forms/SpamCheck.tsx). */
const Submission = z
  .object({
    form: leadFormName,
    lead: z.record(z.string(), z.unknown()),
    altcha: z.string({ error: SPAM_CHECK_MISSING_MESSAGE }).min(1, SPAM_CHECK_MISSING_MESSAGE).max(4096, SPAM_CHECK_INVALID_MESSAGE),
  })
  .strict()

function answer(body: unknown, status: number, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

function refused(error: string, fields: Record<string, string> = {}, status = 400) {
  return answer({ error, fields }, status)
}

/**
 * POST /api/leads on a dealer host (issue 6): checks
 * the lead against its form's own schema, and stores it with the evidence of
 * the shopper's consent before answering {lead_id}. Bad input gets a 4xx with
 * messages a person can act on; an Idempotency-Key makes a retry return the
 * same lead_id.
 */
export async function POST(request: Request) {
  try {
    return await receiveLead(request)
  } catch (error) {
    // Nothing was stored (or it was, under the Idempotency-Key the browser sends again): ask for the retry, never a bare 500.
    if (!isDatabaseUnavailable(error)) throw error
    return answer({ error: 'We could not save your enquiry just now. Please try again in a moment.', fields: {} }, 503, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) })
  }
}

async function receiveLead(request: Request) {
  const read = await readSiteCall(request, { refuse: (message, status) => refused(message, {}, status), body: { maxBytes: LEAD_BODY_MAX_BYTES }, allowance: 'lead' })
  if (read instanceof Response) return read
  const { payload, site, body } = read
  const address = clientAddress(request.headers)
  const now = Date.now()

  const idempotencyKey = request.headers.get('idempotency-key')
  if (idempotencyKey !== null && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) return refused('The Idempotency-Key header must be 8 to 128 letters, digits, - or _.')

  const submission = Submission.safeParse(body)
  if (!submission.success) {
    const fields = fieldErrors(submission.error)
    // Only the spam check is wrong: say what the shopper can do about it.
    if (Object.keys(fields).join() === 'altcha') return refused(fields.altcha!, fields)
    return refused('Send {"form": "<the form\'s name>", "lead": {…the form\'s fields}, "altcha": "<the spam check\'s answer>"}.', fields)
  }

  const { form, lead, altcha } = submission.data
  const settings = resolveSiteSettings(site.settings as never)
  const [locations, dealerships] = await Promise.all([getSiteLocations(site.id), getSiteDealerships(site.id)])
  const context = serverFormContext(form, { settings, locations, dealerships }, new Date(now))
  const checked = leadFormSchema(form, context).safeParse(lead)
  if (!checked.success) {
    const fields = fieldErrors(checked.error)
    const display = formErrorDisplay(Object.values(fields))
    return refused(display.kind === 'alert' ? display.message : display.kind === 'list' ? `${display.heading} ${display.messages.join(' ')}` : 'Please check the form.', fields)
  }

  // The spam check costs an HMAC and no database write; a refused lead leaves the answer unspent for the corrected resend.
  const spamCheck = await checkSpamAnswer(altcha, site.id, new Date(now), altchaSettings())
  if (!spamCheck.passed) return refused(spamCheck.message, { altcha: spamCheck.message })

  const fields = withLocationDealership(checked.data as Record<string, unknown> & { location_id?: string | null; dealership_slug?: string | null }, context)
  const pool = (payload.db as unknown as { pool: Pool }).pool
  if (typeof fields.car_id === 'string' && fields.car_id !== '') {
    const { rowCount } = await pool.query('SELECT 1 FROM stock_vehicles WHERE site_id = $1 AND id = $2', [site.id, fields.car_id])
    if (rowCount === 0) return refused('This car is not one of ours any more. Please send a general enquiry instead.', { car_id: 'This car is not listed on this site.' })
  }
  // Spent last, just before the lead is stored: a retry with the same Idempotency-Key is not a replay, and storeLead returns the first lead's id.
  if ((await spendAnswer(pool, { signature: spamCheck.signature, expiresAt: spamCheck.expiresAt, idempotencyKey, now: new Date(now) })) === 'replay') {
    return refused(SPAM_CHECK_USED_MESSAGE, { altcha: SPAM_CHECK_USED_MESSAGE })
  }
  const asksOptIn = 'opt_in' in fields
  const optIn = consentShown(OPT_IN_WORDING, site.name)
  const terms = consentShown(TERMS_WORDING, site.name)
  const { leadId, duplicate } = await storeLead(pool, {
    siteId: site.id,
    form,
    lead: fields,
    idempotencyKey,
    consent: {
      optIn: fields.opt_in === true,
      optInTickedByDefault: settings.optInTickedByDefault,
      termsAgreed: fields.terms_agreed === true || fields.terms_conditions === true,
      optInWording: asksOptIn ? optIn.text : null,
      termsWording: terms.text,
      wordingVersions: [asksOptIn ? optIn.versionId : null, terms.versionId].filter(Boolean).join(' '),
      recordedAt: new Date(now),
      ipHash: addressHash(address, process.env.PAYLOAD_SECRET ?? ''),
      userAgent: request.headers.get('user-agent'),
    },
  })
  if (!duplicate) await queueStoredLead(payload, leadId)
  return answer({ lead_id: leadId }, duplicate ? 200 : 201)
}
