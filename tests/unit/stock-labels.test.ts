import { describe, expect, it } from 'vitest'

import { bodyTypeLabel, facetValueLabel } from '@/domain/stockLabels'
import { BODY_TYPES } from '@/domain/stockVocabulary'
import { engineSizeText, massText } from '@/domain/units'

describe('filter values labelled for people; addresses keep the codes', () => {
  it('car types read Used, New, Demo', () => {
    expect(['used', 'new', 'demo'].map((value) => facetValueLabel('car_type', value))).toEqual(['Used', 'New', 'Demo'])
  })

  it('body types read SUV, Hatch, Ute, Cab Chassis, People Mover, 4x4, whatever the feed’s case', () => {
    expect(['suv', 'hatch', 'ute', 'cabChassis', 'peopleMover', '4x4', 'stationWagon', 'softtop', 'lightTruck'].map((value) => facetValueLabel('body', value))).toEqual([
      'SUV', 'Hatch', 'Ute', 'Cab Chassis', 'People Mover', '4x4', 'Station Wagon', 'Soft Top', 'Light Truck',
    ])
    expect(facetValueLabel('body', 'SUV')).toBe('SUV')
    expect(facetValueLabel('body', 'cabchassis')).toBe('Cab Chassis')
    expect(bodyTypeLabel('crewCab')).toBe('Crew Cab')
    // Every body type of the spec's list has a label that is not its code in lower case.
    for (const body of BODY_TYPES.filter((value) => value !== '4x4')) expect(bodyTypeLabel(body)).not.toBe(body)
  })

  it('transmission, fuel, drive, status and item type read as words', () => {
    expect(['automatic', 'auto', 'Automatic', 'AUTOMATIC', 'manual'].map((value) => facetValueLabel('transmission', value))).toEqual(['Automatic', 'Automatic', 'Automatic', 'Automatic', 'Manual'])
    expect(['petrol', 'DIESEL', 'Hybrid', 'plug-in hybrid', 'lpg', 'Petrol/Electric Hybrid'].map((value) => facetValueLabel('fuel', value))).toEqual([
      'Petrol', 'Diesel', 'Hybrid', 'Plug-in Hybrid', 'LPG', 'Petrol/Electric Hybrid',
    ])
    expect(['4wd', 'awd', 'AWD', 'fwd', 'rwd', '4x4', '4x2'].map((value) => facetValueLabel('drive', value))).toEqual(['4WD', 'AWD', 'AWD', 'FWD', 'RWD', '4x4', '4x2'])
    expect(['in_stock', 'coming_soon', 'sold'].map((value) => facetValueLabel('status', value))).toEqual(['In Stock', 'Coming Soon', 'Sold'])
    expect(facetValueLabel('item_type', 'caravan')).toBe('Caravan')
    expect(facetValueLabel('simple_transmission', 'manual')).toBe('Manual')
  })

  it('a model reads as the model; names are kept as the feed spells them', () => {
    expect(facetValueLabel('make_model', 'Toyota|HiLux')).toBe('HiLux')
    expect(facetValueLabel('make', 'McLaren')).toBe('McLaren')
    expect(facetValueLabel('colour', 'Glacier White')).toBe('Glacier White')
    expect(facetValueLabel('location_name', 'BMW of Midland')).toBe('BMW of Midland')
  })
})

describe('units for people', () => {
  it('engine sizes in litres to one place, from litres or cc; motorcycles stay in cc', () => {
    expect(['2.0L', '2', '2.0 L', '1998', '2.4 litres'].map((value) => engineSizeText(value))).toEqual(['2.0 L', '2.0 L', '2.0 L', '2.0 L', '2.4 L'])
    expect(engineSizeText(2)).toBe('2.0 L')
    expect(engineSizeText(2755)).toBe('2.8 L')
    expect(engineSizeText('660cc')).toBe('660 cc')
    expect(engineSizeText('1833 CC')).toBe('1,833 cc')
    expect(['', 'null', 'V8', '0', null, undefined].map((value) => engineSizeText(value))).toEqual([null, null, null, null, null, null])
  })

  it('masses in whole kilograms', () => {
    expect(massText(1850)).toBe('1,850 kg')
    expect(massText(0)).toBeNull()
    expect(massText(null)).toBeNull()
  })
})
