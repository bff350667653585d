import { describe, expect, it } from 'vitest'

import { cpuSlowdownFor, indexDrift } from '../../scripts/lib/benchCalibration'

describe("bench:pages' CPU calibration", () => {
  it("slows a high-end desktop 4×, a low-end desktop 2× and anything slower not at all, as Lighthouse's table says", () => {
    expect([2200, 1500, 1499, 1000, 999, 400].map(cpuSlowdownFor)).toEqual([4, 4, 2, 2, 1, 1])
  })

  it('marks a run unreliable when its benchmarkIndex moved more than 20% between its first and last page', () => {
    expect(indexDrift([2000, 1500, 1700]).reliable).toBe(true)
    expect(indexDrift([2000, 2100, 1600]).reliable).toBe(true)
    expect(indexDrift([2000, 1900, 1590]).reliable).toBe(false)
    expect(indexDrift([1000, 1000, 1210]).reliable).toBe(false)
  })

  it('gives the range the index moved through beside its first and last value', () => {
    expect(indexDrift([1200, 900, 1500, 1100])).toMatchObject({ first: 1200, last: 1100, min: 900, max: 1500 })
  })
})
