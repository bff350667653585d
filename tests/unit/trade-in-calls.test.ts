import { afterEach, describe, expect, it, vi } from 'vitest'

import { saveValuation } from '@/components/tradeIn/tradeInCalls'
import type { ValuationResult } from '@/domain/tradeIn/leadUpdates'

const valuation: ValuationResult = { id: 'v-1', vehicleId: null, kms: 1, offer_price: null, offer_signature: null, estimate: { kind: 'no-online-estimate', reason: 'vehicle-not-found' } }

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('saving the valuation with the lead', () => {
  it('sends the valuation result with column_name=valuation to POST /api/miscellaneous', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ saved: true }))
    vi.stubGlobal('fetch', fetch)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await saveValuation('42', valuation)
    expect(fetch).toHaveBeenCalledWith('/api/miscellaneous', expect.objectContaining({ method: 'POST', body: JSON.stringify({ lead_id: '42', column_name: 'valuation', valuation }) }))
    expect(logged).not.toHaveBeenCalled()
  })

  it('a save that is not ok, or fails on the network, logs "Failed to save valuation data" and lets the shopper go on', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.stubGlobal('fetch', vi.fn<typeof globalThis.fetch>(async () => Response.json({ error: 'This site does not keep trade-in valuations.' }, { status: 403 })))
    await saveValuation('42', valuation)
    vi.stubGlobal('fetch', vi.fn<typeof globalThis.fetch>(async () => Promise.reject(new TypeError('offline'))))
    await saveValuation('42', valuation)
    expect(logged.mock.calls.map((call) => call[0])).toEqual(['Failed to save valuation data', 'Failed to save valuation data'])
  })
})
