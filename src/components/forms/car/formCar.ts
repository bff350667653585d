import type { EventCar } from '@/domain/analyticsEvents'
import type { LeadCar } from '@/domain/leads/leadDefaults'
import type { CAR_FORMS } from '@/domain/leads/leadForms'
import type { SuccessCar } from '@/domain/leads/leadSuccess'
import type { SiteSettings } from '@/domain/site-settings'
import type { StockCar } from '@/sites/carDetails'

/**
 * What the car forms know about the car, as plain data the server page hands
 * to the client islands: the hidden fields (LeadCar), the conversion event's
 * parameters (EventCar), the success page's link back (SuccessCar), and the
 * asking price for Make An Offer's placeholder.
 */
export type FormCar = LeadCar & EventCar & SuccessCar & { askingPrice: number | null }

/** The site's settings a car form reads; the server builds the same context (src/leads/leadContext.ts). */
export type CarFormSettings = Pick<SiteSettings, 'enquiryMessageOptional' | 'optInTickedByDefault'>

export type CarForm = (typeof CAR_FORMS)[number]

export type CarLeadFormProps = { form: CarForm; car: FormCar; settings: CarFormSettings; dealerName: string; labelledBy?: string }

/** Optional feed text as the forms want it: absent rather than empty. */
function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null
}

function id(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null
}

export function formCar(car: StockCar, title: string): FormCar {
  return {
    id: String(car.objectID),
    stocknum: text(car.stocknum),
    make: car.make,
    model: car.model,
    car_type: car.car_type,
    status: car.status ?? null,
    dealership_slug: text(car.dealership_slug),
    manufacturer_slug: text(car.manufacturer_slug),
    location_id: id(car.location_id),
    location_name: text(car.location_name),
    dealership_id: id(car.dealership_id),
    year: car.year ?? null,
    km: car.km ?? null,
    badge: car.badge ?? null,
    tag: car.tag ?? null,
    slug: car.slug ?? '',
    name: title,
    askingPrice: typeof car.price === 'number' ? car.price : null,
  }
}
