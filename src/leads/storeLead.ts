import type { Pool } from 'pg'

import { storedAttribution } from '@/domain/leads/attribution'
import type { LeadForm } from '@/domain/leads/formWording'

export type ConsentEvidence = {
  optIn: boolean
  optInTickedByDefault: boolean
  termsAgreed: boolean
  optInWording: string | null
  termsWording: string
  wordingVersions: string
  recordedAt: Date
  ipHash: string
  userAgent: string | null
}

export type LeadToStore = {
  siteId: number
  form: LeadForm
  lead: Record<string, unknown>
  consent: ConsentEvidence
  idempotencyKey: string | null
}

const text = (value: unknown, max = 300) => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null)

/**
 * Stores a lead with its consent evidence in one statement, so it is
 * committed whole before the shopper hears of success. A second submission
 * with the same Idempotency-Key on the same site (a retry, a double click)
 * stores nothing and gets the first one's id back. Where it came from
 * (source, campaign, trail) is stored beside it in columns of its own, so the
 * dashboard and the export read it without opening the lead's JSON.
 */
export async function storeLead(pool: Pool, lead: LeadToStore): Promise<{ leadId: number; duplicate: boolean }> {
  const { siteId, form, consent, idempotencyKey } = lead
  const fields = lead.lead
  const attribution = storedAttribution(form, fields)
  const inserted = await pool.query<{ id: number }>(
    `INSERT INTO customer_leads (tenant_id, form, name, email, phone, car_id, stock_number, location_id, lead,
       consent_opt_in, consent_opt_in_ticked_by_default, consent_terms_agreed, consent_opt_in_wording, consent_terms_wording,
       consent_wording_versions, consent_recorded_at, consent_ip_hash, consent_user_agent, idempotency_key, delivery_status,
       attribution_source, attribution_category, attribution_page_id, attribution_manufacturer_slug, attribution_linked_query_params, attribution_visited_pages)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, 'pending', $20, $21, $22, $23, $24, $25)
     ON CONFLICT (tenant_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
     RETURNING id`,
    [
      siteId,
      form,
      text(fields.name),
      text(fields.email),
      text(fields.phone),
      text(fields.car_id),
      text(fields.stock_number),
      text(fields.location_id),
      JSON.stringify(fields),
      consent.optIn,
      consent.optInTickedByDefault,
      consent.termsAgreed,
      consent.optInWording,
      consent.termsWording,
      consent.wordingVersions,
      consent.recordedAt,
      consent.ipHash,
      text(consent.userAgent, 500),
      idempotencyKey,
      attribution.source,
      attribution.category,
      attribution.pageId,
      attribution.manufacturerSlug,
      JSON.stringify(attribution.linkedQueryParams),
      JSON.stringify(attribution.visitedPages),
    ],
  )
  if (inserted.rows[0]) return { leadId: inserted.rows[0].id, duplicate: false }
  const existing = await pool.query<{ id: number }>('SELECT id FROM customer_leads WHERE tenant_id = $1 AND idempotency_key = $2', [siteId, idempotencyKey])
  return { leadId: existing.rows[0]!.id, duplicate: true }
}
