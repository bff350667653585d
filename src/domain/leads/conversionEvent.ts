/**
 * The conversion event a submitted lead fires, built
 * on analyticsEvents.ts so the ids live once (EVENT_IDS):
 * - a form about a car: the car's enquiry event, 17 for a car tagged Test
 *   Drive Only, 15 for used, otherwise 14;
 * - Book a Test Drive: 17 for a new or demo car or a Test Drive Only tag, 48
 *   for a used car, 17 when no car is chosen (the /book-test-drive page
 *   books new models);
 * - careers: 51; every other enquiry without a car: general enquiry, 22;
 * - the trade-in form fires nothing: its event is the offer's acceptance, 18
 *   (offerAcceptedEvent), which comes later.
 */

import { dataLayerEvent, enquiryEvent, testDriveEvent, type DataLayerEvent, type EventCar } from '../analyticsEvents'
import type { LeadForm } from './formWording'

export function conversionEvent(form: LeadForm, car: EventCar | null | undefined): DataLayerEvent | null {
  if (form === 'trade-in') return null
  if (form === 'careers-enquiry') return dataLayerEvent('careersEnquiry')
  if (form === 'test-drive') return car ? testDriveEvent(car) : dataLayerEvent('testDrive')
  return car ? enquiryEvent(car) : dataLayerEvent('generalEnquiry')
}

/** The shopper accepted the trade-in offer (offer_accepted). */
export function offerAcceptedEvent(car: EventCar | null | undefined): DataLayerEvent {
  return dataLayerEvent('offerAccepted', car)
}
