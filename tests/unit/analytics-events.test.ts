import { describe, expect, it } from 'vitest'

import { dataLayerEvent, enquiryEvent, EVENT_IDS, phoneClickEvent, testDriveEvent, type EventCar } from '@/domain/analyticsEvents'

const newCar: EventCar = { car_type: 'new', make: 'Toyota', model: 'RAV4', year: 2026, km: 12, badge: 'GXL', tag: null }
const usedCar: EventCar = { ...newCar, car_type: 'used', year: 2019, km: 84213, badge: 'Cruiser' }
const demoCar: EventCar = { ...newCar, car_type: 'demo' }

describe('event ids', () => {
  it('match the spec’s table', () => {
    expect(EVENT_IDS).toEqual({
      newCarEnquiry: 14,
      usedEnquiry: 15,
      testDrive: 17,
      usedTestDrive: 48,
      offerAccepted: 18,
      generalEnquiry: 22,
      phoneClick: 25,
      favourite: 39,
      careersEnquiry: 51,
    })
  })
})

describe('enquiry and test-drive events', () => {
  it('an enquiry is 17 for a car tagged Test Drive Only, 15 for used, else 14', () => {
    expect(enquiryEvent({ ...usedCar, tag: 'Test Drive Only' }).eventId).toBe(17)
    expect(enquiryEvent({ ...newCar, tag: ' test drive only ' }).eventId).toBe(17)
    expect(enquiryEvent(usedCar).eventId).toBe(15)
    expect(enquiryEvent(newCar).eventId).toBe(14)
    expect(enquiryEvent(demoCar).eventId).toBe(14)
    expect(enquiryEvent({ ...usedCar, tag: 'Low Kms' }).eventId).toBe(15)
  })

  it('a test drive is 48 for a used car, 17 for new, demo or Test Drive Only', () => {
    expect(testDriveEvent(usedCar).eventId).toBe(48)
    expect(testDriveEvent(newCar).eventId).toBe(17)
    expect(testDriveEvent(demoCar).eventId).toBe(17)
    expect(testDriveEvent({ ...usedCar, tag: 'Test Drive Only' }).eventId).toBe(17)
  })
})

describe('phone click event', () => {
  it('is 25, labelled Used Car for used cars and New Car otherwise', () => {
    expect(phoneClickEvent(usedCar)).toEqual({
      event: 'phoneClick',
      eventId: 25,
      eventLabel: 'Used Car',
      vehicleStatus: 'used',
      vehicleMake: 'Toyota',
      vehicleModel: 'RAV4',
      vehicleYear: 2019,
      vehicleKilometers: 84213,
      vehicleGrade: 'Cruiser',
    })
    expect(phoneClickEvent(newCar).eventLabel).toBe('New Car')
    expect(phoneClickEvent(demoCar).eventLabel).toBe('New Car')
  })
})

describe('event parameters', () => {
  it('every event carries all six vehicle parameters, null without a car', () => {
    expect(dataLayerEvent('generalEnquiry')).toEqual({
      event: 'generalEnquiry',
      eventId: 22,
      eventLabel: null,
      vehicleStatus: null,
      vehicleMake: null,
      vehicleModel: null,
      vehicleYear: null,
      vehicleKilometers: null,
      vehicleGrade: null,
    })
    expect(dataLayerEvent('favourite', { ...newCar, badge: ' ', km: null, year: null })).toMatchObject({
      eventId: 39,
      vehicleGrade: null,
      vehicleKilometers: null,
      vehicleYear: null,
    })
  })
})
