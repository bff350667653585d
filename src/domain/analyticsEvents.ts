/**
 * Analytics events for window.dataLayer. Pure: each
 * function returns the object to push; pushing is the caller's job.
 *
 * - `event` is the event's name (a Tag Manager trigger), `eventId` the spec's id.
 * - Every event carries every parameter, null when it does not apply. Tag
 *   Manager merges pushes into one data model, so a key left out would keep
 *   the previous event's value (a general enquiry would report the last car seen).
 * - vehicleStatus is the car type (new, used, demo); vehicleGrade the badge
 *   (the trim grade); vehicleKilometers the odometer in km.
 * - Enquiry: 17 for a car tagged Test Drive Only, 15 for a used car, else 14
 *   (new and demo). Test drive: 17 for a new or demo car or a Test Drive Only
 *   tag, 48 for a used car.
 * - Phone click (25) is labelled 'Used Car' for used cars and 'New Car'
 *   otherwise: a demo car is sold as new.
 */

import { hasTag, type Car } from './car'

/** Analytics event ids. */
export const EVENT_IDS = {
  newCarEnquiry: 14,
  usedEnquiry: 15,
  testDrive: 17,
  usedTestDrive: 48,
  offerAccepted: 18,
  generalEnquiry: 22,
  phoneClick: 25,
  favourite: 39,
  careersEnquiry: 51,
} as const

/** The tag value that makes an enquiry a test-drive event. */
const TEST_DRIVE_ONLY_TAG = 'Test Drive Only'

export type EventName = keyof typeof EVENT_IDS
export type PhoneClickLabel = 'New Car' | 'Used Car'

export type VehicleParameters = {
  vehicleStatus: Car['car_type'] | null
  vehicleMake: string | null
  vehicleModel: string | null
  vehicleYear: number | null
  vehicleKilometers: number | null
  vehicleGrade: string | null
}

export type DataLayerEvent = { event: EventName; eventId: (typeof EVENT_IDS)[EventName]; eventLabel: string | null } & VehicleParameters

export type EventCar = Pick<Car, 'car_type' | 'make' | 'model' | 'year' | 'km' | 'badge' | 'tag'>

export function dataLayerEvent(name: EventName, car?: EventCar | null, label: string | null = null): DataLayerEvent {
  return { event: name, eventId: EVENT_IDS[name], eventLabel: label, ...vehicleParameters(car) }
}

export function enquiryEvent(car: EventCar): DataLayerEvent {
  if (hasTag(car, TEST_DRIVE_ONLY_TAG)) return dataLayerEvent('testDrive', car)
  return dataLayerEvent(car.car_type === 'used' ? 'usedEnquiry' : 'newCarEnquiry', car)
}

export function testDriveEvent(car: EventCar): DataLayerEvent {
  const used = car.car_type === 'used' && !hasTag(car, TEST_DRIVE_ONLY_TAG)
  return dataLayerEvent(used ? 'usedTestDrive' : 'testDrive', car)
}

export function phoneClickEvent(car: EventCar): DataLayerEvent {
  const label: PhoneClickLabel = car.car_type === 'used' ? 'Used Car' : 'New Car'
  return dataLayerEvent('phoneClick', car, label)
}

/** Revealing a car's phone number: the spec gives it no id, so it goes by name alone for a tag to count. */
export type PhoneRevealEvent = Omit<DataLayerEvent, 'event' | 'eventId'> & { event: 'phoneReveal'; eventId: null }

export function phoneRevealEvent(car: EventCar): PhoneRevealEvent {
  return { event: 'phoneReveal', eventId: null, eventLabel: null, ...vehicleParameters(car) }
}

function vehicleParameters(car: EventCar | null | undefined): VehicleParameters {
  return {
    vehicleStatus: car?.car_type ?? null,
    vehicleMake: car?.make ?? null,
    vehicleModel: car?.model ?? null,
    vehicleYear: car?.year ?? null,
    vehicleKilometers: car?.km ?? null,
    vehicleGrade: car?.badge?.trim() || null,
  }
}
