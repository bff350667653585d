/**
 * The car page's buttons that open a form about the car (which ones show
 * depends on the dealer), each dialog titled as its form (LEAD_FORM_TITLES):
 * - Enquire: always; a sold car's shopper is helped to a similar one.
 * - Book a Test Drive: unless the car is sold (ours: a sold car cannot be driven),
 *   and on a caravan only where the site offers caravan test drives (a caravan is towed).
 * - Make An Offer: on sites that take offers (settings.makeAnOffer), unless
 *   sold or the car has no price to offer against ("Enquire for price.").
 * Each opens its form in a dialog; without JavaScript each is a link to the
 * page's enquiry section.
 */

import { isSold, type Car } from '../car'
import { LEAD_FORM_TITLES } from './formWording'
import { isShownPrice } from '../priceDisplay'
import type { SiteSettings } from '../site-settings'

export type CarFormButton = { form: 'enquiry' | 'test-drive' | 'make-an-offer'; label: string; title: string }

export function carFormButtons(car: Pick<Car, 'status' | 'sold' | 'price' | 'item_type'>, settings: Pick<SiteSettings, 'makeAnOffer' | 'testDrivesForCaravans'>): CarFormButton[] {
  const buttons: CarFormButton[] = [{ form: 'enquiry', label: 'Enquire', title: LEAD_FORM_TITLES.enquiry }]
  if (isSold(car)) return buttons
  if (car.item_type !== 'caravan' || settings.testDrivesForCaravans) buttons.push({ form: 'test-drive', label: LEAD_FORM_TITLES['test-drive'], title: LEAD_FORM_TITLES['test-drive'] })
  if (settings.makeAnOffer && isShownPrice(car.price)) buttons.push({ form: 'make-an-offer', label: LEAD_FORM_TITLES['make-an-offer'], title: LEAD_FORM_TITLES['make-an-offer'] })
  return buttons
}
