import { describe, expect, it } from 'vitest'

import {
  CONSUMER_REGULATORS,
  INDEPENDENT_LEGAL_ADVICE,
  regulatorsForLocations,
} from '../../src/domain/complaints'
import { AUSTRALIAN_STATES } from '../../src/domain/australianAddress'

describe('state and territory consumer regulators', () => {
  it('has the regulator of every state and territory', () => {
    expect(Object.keys(CONSUMER_REGULATORS).sort()).toEqual([...AUSTRALIAN_STATES].sort())
    expect(CONSUMER_REGULATORS).toEqual({
      NSW: { name: 'NSW Fair Trading', url: 'https://www.fairtrading.nsw.gov.au' },
      VIC: { name: 'Consumer Affairs Victoria', url: 'https://www.consumer.vic.gov.au' },
      QLD: { name: 'Office of Fair Trading Queensland', url: 'https://www.qld.gov.au/law/fair-trading' },
      WA: { name: 'Consumer Protection WA', url: 'https://www.commerce.wa.gov.au/consumer-protection' },
      SA: { name: 'Consumer and Business Services SA', url: 'https://www.cbs.sa.gov.au' },
      TAS: { name: 'Consumer, Building and Occupational Services Tasmania', url: 'https://www.cbos.tas.gov.au' },
      ACT: { name: 'Access Canberra', url: 'https://www.accesscanberra.act.gov.au' },
      NT: { name: 'NT Consumer Affairs', url: 'https://consumeraffairs.nt.gov.au' },
    })
  })

  it('every regulator links to an https government site', () => {
    for (const { url } of Object.values(CONSUMER_REGULATORS)) {
      expect(new URL(url).protocol).toBe('https:')
      expect(new URL(url).hostname).toMatch(/\.gov\.au$/)
    }
  })
})

describe('complaint page regulators match the states of the dealer locations', () => {
  it('a dealer in one state gets that state regulator', () => {
    expect(regulatorsForLocations(['WA'])).toEqual([CONSUMER_REGULATORS.WA])
  })

  it('several locations in one state give that regulator once', () => {
    expect(regulatorsForLocations(['QLD', 'QLD', 'QLD'])).toEqual([CONSUMER_REGULATORS.QLD])
  })

  it('locations in several states give each regulator in the order NSW, VIC, QLD, WA, SA, TAS, ACT, NT', () => {
    expect(regulatorsForLocations(['NT', 'WA', 'NSW', 'WA', 'ACT']).map((r) => r.name)).toEqual([
      'NSW Fair Trading',
      'Consumer Protection WA',
      'Access Canberra',
      'NT Consumer Affairs',
    ])
    expect(regulatorsForLocations([...AUSTRALIAN_STATES].reverse())).toEqual(
      AUSTRALIAN_STATES.map((state) => CONSUMER_REGULATORS[state]),
    )
  })

  it('locations without a state add no regulator', () => {
    expect(regulatorsForLocations([null, 'SA', null])).toEqual([CONSUMER_REGULATORS.SA])
    expect(regulatorsForLocations([null])).toEqual([])
    expect(regulatorsForLocations([])).toEqual([])
  })

  it('uses the stored regulators when given, skipping states they lack and listing a shared regulator once', () => {
    const stored = {
      VIC: { name: 'Victorian regulator', url: 'https://example.vic.gov.au' },
      TAS: { name: 'Shared regulator', url: 'https://shared.gov.au' },
      ACT: { name: 'Shared regulator', url: 'https://shared.gov.au' },
    }
    expect(regulatorsForLocations(['ACT', 'VIC', 'TAS', 'NSW'], stored)).toEqual([
      { name: 'Victorian regulator', url: 'https://example.vic.gov.au' },
      { name: 'Shared regulator', url: 'https://shared.gov.au' },
    ])
  })

  it("the list is followed by 'or seek independent legal advice'", () => {
    expect(INDEPENDENT_LEGAL_ADVICE).toBe('or seek independent legal advice')
  })
})
