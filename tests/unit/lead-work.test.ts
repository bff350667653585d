import { describe, expect, it } from 'vitest'

import { countTicks, dayLabel } from '@/domain/leads/leadStats'
import { historyLine, leadWorkEntries, readHistory, staffName } from '@/domain/leads/leadWork'

const jo = { id: 7, name: 'Jo Smith' }
const at = new Date('2026-12-01T03:00:00Z')

describe('a lead’s history', () => {
  it('records a status change, an owner change and a note, with who and when', () => {
    const entries = leadWorkEntries({ status: 'new', ownerName: null }, { status: 'contacted', ownerName: 'Sam Lee' }, '  Called, rings back Friday ', jo, at)
    expect(entries).toEqual([
      { at: at.toISOString(), by: 'Jo Smith', byId: 7, kind: 'status', from: 'New', to: 'Contacted' },
      { at: at.toISOString(), by: 'Jo Smith', byId: 7, kind: 'owner', from: 'Nobody', to: 'Sam Lee' },
      { at: at.toISOString(), by: 'Jo Smith', byId: 7, kind: 'note', note: 'Called, rings back Friday' },
    ])
    expect(entries.map(historyLine)).toEqual(['Status: New → Contacted', 'Owner: Nobody → Sam Lee', 'Called, rings back Friday'])
  })

  it('a save that changes nothing, or an empty note, adds no entry', () => {
    expect(leadWorkEntries({ status: 'sold', ownerName: 'Sam Lee' }, { status: 'sold', ownerName: 'Sam Lee' }, '   ', jo, at)).toEqual([])
  })

  it('names a staff member by name, else email; reads only well-formed stored entries', () => {
    expect(staffName({ name: ' ', email: 'jo@dealer.test' })).toBe('jo@dealer.test')
    expect(readHistory('tampered')).toEqual([])
    expect(readHistory([{ at: 'x', by: 'a', kind: 'note', note: 'n' }, null, 3])).toHaveLength(1)
  })
})

describe('the leads chart', () => {
  it('writes days as people read them: "Mon 30 Nov"', () => {
    expect(dayLabel('2026-11-30')).toBe('Mon 30 Nov')
    expect(dayLabel('2027-01-01')).toBe('Fri 1 Jan')
  })

  it('has a y-axis of whole counts from 0, at most five steps, reaching the busiest day', () => {
    expect(countTicks(0)).toEqual([0, 1])
    expect(countTicks(3)).toEqual([0, 1, 2, 3])
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8])
    expect(countTicks(23)).toEqual([0, 10, 20, 30])
    for (const most of [1, 4, 9, 12, 48, 101, 999]) {
      const ticks = countTicks(most)
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(most)
      expect(ticks.length).toBeLessThanOrEqual(6)
      expect(ticks.every(Number.isInteger)).toBe(true)
    }
  })
})
