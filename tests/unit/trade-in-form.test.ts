import { describe, expect, it } from 'vitest'

import { INVALID_POSTCODE_MESSAGE } from '@/domain/australianAddress'
import { LEAD_MESSAGES } from '@/domain/leads/formWording'
import { TERMS_NOT_AGREED_MESSAGE } from '@/domain/leads/formErrors'
import { leadFormContext } from '@/domain/leads/formContext'
import { tradeInSchema } from '@/domain/leads/tradeInForm'
import { catalogueVehicleId, vehicleOfCatalogueId } from '@/domain/tradeIn/catalogueVehicle'
import { miscellaneousRequest, offerAcceptanceRequest, type ValuationResult } from '@/domain/tradeIn/leadUpdates'
import { offerPrice } from '@/domain/tradeIn/offerPrice'
import { tradeInLeadOf, valuationRequestOf } from '@/domain/tradeIn/tradeInSteps'
import { EARLIEST_AUSTRALIAN_ZONE, latestModelYear, providerRequest, TRADE_IN_MESSAGES, valuationRequestSchema } from '@/domain/tradeIn/valuationRequest'
import { appraisalMessage, noEstimateMessage } from '@/domain/tradeIn/valuationView'

const schema = valuationRequestSchema(2026)

const estimate: ValuationResult['estimate'] & { kind: 'estimate' } = { kind: 'estimate', retailValue: 22_000, tradeValue: 17_600, tradeIn: { low: 16_700, high: 18_500 }, comparables: 3, confidence: 0.3, adjustments: [] }
const valuation: ValuationResult = { id: 'valuation-1', vehicleId: '2021|Toyota|Corolla|', kms: 60_000, offer_price: 17_600, offer_signature: 'a'.repeat(64), estimate }

describe('the trade-in valuation request: rego and regoState, or id and adjustmentAnswers', () => {
  it('a car named by year, make, model and variant becomes a catalogue id that reads back exactly', () => {
    const vehicle = { year: 2021, make: 'Land Rover', model: 'Range Rover | Sport', badge: 'HSE 50%' }
    expect(vehicleOfCatalogueId(catalogueVehicleId(vehicle))).toEqual(vehicle)
    expect(vehicleOfCatalogueId(catalogueVehicleId({ ...vehicle, badge: null }))).toEqual({ ...vehicle, badge: null })
    for (const stranger of ['', 'toyota-corolla', '21|Toyota|Corolla|', '2021||Corolla|', '2021|%E0|Corolla|']) expect(vehicleOfCatalogueId(stranger)).toBeNull()
  })

  it('by make and model: typed numbers are read as people write them, and the provider gets the catalogue id', () => {
    const checked = schema.parse({ identifyBy: 'vehicle', make: ' Toyota ', model: 'Corolla', year: '2021', badge: 'Ascent Sport', kms: '60,000', adjustmentAnswers: { bodyDamage: 'minor' } })
    expect(providerRequest(checked)).toEqual({ vehicleId: catalogueVehicleId({ year: 2021, make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport' }), kms: 60_000, adjustmentAnswers: { bodyDamage: 'minor' } })
  })

  it('by plate: the rego is upper-cased and the state must be Australian', () => {
    expect(providerRequest(schema.parse({ identifyBy: 'rego', rego: ' 1abc234 ', regoState: 'WA', kms: 1000 }))).toEqual({ rego: '1ABC234', regoState: 'WA', kms: 1000, adjustmentAnswers: {} })
    const refused = schema.safeParse({ identifyBy: 'rego', rego: '', regoState: 'XX', kms: -1 })
    expect(refused.success).toBe(false)
    expect(refused.error!.issues.map((issue) => issue.message).sort()).toEqual([LEAD_MESSAGES.kilometres, LEAD_MESSAGES.regoRequired, LEAD_MESSAGES.regoState].sort())
  })

  it('a missing make, model or a year outside 1950 to next year is refused with a message to act on', () => {
    const refused = schema.safeParse({ identifyBy: 'vehicle', make: '', model: ' ', year: '2027', kms: '84000' })
    expect(refused.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['make', TRADE_IN_MESSAGES.make],
      ['model', TRADE_IN_MESSAGES.model],
      ['year', TRADE_IN_MESSAGES.year(2026)],
    ])
    expect(schema.safeParse({ identifyBy: 'vehicle', make: 'Toyota', model: 'Corolla', year: 2020, kms: 1, adjustmentAnswers: { bodyDamage: 'totalled' } }).error!.issues[0]!.message).toBe(TRADE_IN_MESSAGES.answer)
    expect(schema.safeParse({ kms: 1 }).error!.issues[0]!.message).toBe(TRADE_IN_MESSAGES.identifyBy)
  })

  it('the form values choose the make and model when any is given, else the plate, and drop unanswered questions', () => {
    const values = { rego: 'ABC123', regoState: 'WA', make: 'Toyota', model: 'Corolla', year: '2021', badge: '', kms: '60000', adjustmentAnswers: { serviceHistory: '', interior: 'worn' } }
    expect(valuationRequestOf(values)).toEqual({ identifyBy: 'vehicle', make: 'Toyota', model: 'Corolla', year: '2021', badge: undefined, kms: '60000', adjustmentAnswers: { interior: 'worn' } })
    expect(valuationRequestOf({ ...values, make: '', model: '', year: '' })).toEqual({ identifyBy: 'rego', rego: 'ABC123', regoState: 'WA', kms: '60000', adjustmentAnswers: { interior: 'worn' } })
  })
})

describe('the trade-in lead of the form values', () => {
  const context = leadFormContext({ enquiryMessageOptional: false, optInTickedByDefault: true }, { now: new Date(), locations: [{ id: '7', name: 'Midland' }, { id: '8', name: 'Cannington' }] })
  const values = {
    name: 'Jo', last_name: 'Citizen', email: 'jo@example.com.au', phone: '0412 345 678', postcode: '6056', PreferredContactMethod: 'Phone', finance: 'No', location_id: '7',
    rego: 'ABC123', regoState: 'WA', kms: '60000', terms_conditions: true, make: 'Toyota', model: 'Corolla', year: '2021', adjustmentAnswers: { interior: 'worn' }, dealership_slug: '',
  }

  it('carries only the lead form’s fields, the car as named among them, so its strict schema accepts it', () => {
    expect(tradeInLeadOf(values)).not.toHaveProperty('dealership_slug')
    const checked = tradeInSchema(context).safeParse(tradeInLeadOf(values))
    expect(checked.success).toBe(true)
    expect(checked.data).toMatchObject({ make: 'Toyota', model: 'Corolla', year: 2021, adjustmentAnswers: { interior: 'worn' } })
  })

  it('refuses a model year from the future and a padded list of condition answers', () => {
    const padded = Object.fromEntries(Array.from({ length: 21 }, (_, n) => [`q${n}`, 'a']))
    expect(tradeInSchema(context).safeParse(tradeInLeadOf({ ...values, year: String(new Date().getFullYear() + 2) })).success).toBe(false)
    expect(tradeInSchema(context).safeParse(tradeInLeadOf({ ...values, adjustmentAnswers: padded })).success).toBe(false)
  })

  it('a malformed postcode and unticked terms give the spec’s messages', () => {
    const refused = tradeInSchema(context).safeParse(tradeInLeadOf({ ...values, postcode: '60a', terms_conditions: false }))
    expect(refused.error!.issues.map((issue) => issue.message).sort()).toEqual([INVALID_POSTCODE_MESSAGE, TERMS_NOT_AGREED_MESSAGE].sort())
  })
})

describe('the offer and the saved valuation', () => {
  it('the offer is the middle of the estimate range, to $100; no estimate, no offer', () => {
    expect(offerPrice(estimate)).toBe(17_600)
    expect(offerPrice({ ...estimate, tradeIn: { low: 10_000, high: 10_300 } })).toBe(10_200)
    expect(offerPrice({ kind: 'no-online-estimate', reason: 'over-kms' })).toBeNull()
  })

  it('offer acceptance sends lead_id, form_completed and offer_accepted, with the valuation and price shown', () => {
    const offer_signature = 'a'.repeat(64)
    expect(offerAcceptanceRequest.parse({ lead_id: '12', valuation_id: 'valuation-1', offer_price: 17_600, offer_signature, form_completed: true, offer_accepted: true })).toMatchObject({ lead_id: 12, offer_accepted: true })
    for (const bad of [
      { lead_id: 'x', valuation_id: 'v', offer_price: 1, offer_signature, form_completed: true, offer_accepted: true },
      { lead_id: 1, valuation_id: 'v', offer_price: 1, offer_signature, form_completed: false, offer_accepted: true },
      { lead_id: 1, valuation_id: 'v', offer_price: 0, offer_signature, form_completed: true, offer_accepted: true },
      { lead_id: 1, valuation_id: 'v', offer_price: 1, offer_signature, form_completed: true },
      { lead_id: 1, valuation_id: 'v', offer_price: 1, offer_signature, form_completed: true, offer_accepted: true, extra: 1 },
      { lead_id: 1, valuation_id: 'v', offer_price: 1, form_completed: true, offer_accepted: true },
    ])
      expect(offerAcceptanceRequest.safeParse(bad).success).toBe(false)
  })

  it('/api/miscellaneous takes the valuation result with column_name=valuation, and nothing else', () => {
    expect(miscellaneousRequest.safeParse({ lead_id: 3, column_name: 'valuation', valuation }).success).toBe(true)
    expect(miscellaneousRequest.safeParse({ lead_id: 3, column_name: 'valuation', valuation: { ...valuation, offer_price: null, estimate: { kind: 'no-online-estimate', reason: 'over-age' } } }).success).toBe(true)
    expect(miscellaneousRequest.safeParse({ lead_id: 3, column_name: 'name', valuation }).success).toBe(false)
    expect(miscellaneousRequest.safeParse({ lead_id: 3, column_name: 'valuation', valuation: { ...valuation, estimate: { ...estimate, confidence: 2 } } }).success).toBe(false)
    expect(miscellaneousRequest.safeParse({ lead_id: 3, column_name: 'valuation', valuation: { ...valuation, note: 'x'.repeat(10_000) } }).success).toBe(false)
  })

  it('no online estimate over 7 years or 100,000 km says what the FAQ says; an unknown car is left to an appraiser', () => {
    expect(noEstimateMessage('over-age')).toMatch(/^Online estimates are generally not given for cars over 7 years old or with more than 100,000 km/)
    expect(noEstimateMessage('over-kms')).toBe(noEstimateMessage('over-age'))
    expect(noEstimateMessage('vehicle-not-found')).toBe(appraisalMessage({ one: 'car' }))
    expect(noEstimateMessage(null)).toBe(appraisalMessage({ one: 'car' }))
  })
})

describe('the newest model year a trade-in may have', () => {
  it('is next year in the dealer’s zone, and the lead’s bound never refuses an Australian site’s latest year', () => {
    const newYearInSydney = new Date('2026-12-31T13:30:00Z')
    expect(latestModelYear(newYearInSydney, 'Australia/Sydney')).toBe(2028)
    expect(latestModelYear(newYearInSydney, 'Australia/Perth')).toBe(2027)
    expect(latestModelYear(newYearInSydney, EARLIEST_AUSTRALIAN_ZONE)).toBe(2028)
  })
})
