/**
 * The demo stock's vehicle record: the fields of a dealer's stock feed, as
 * src/stock-demo/generate.ts writes them.
 */
import type { Drive, SimpleBody, SimpleFuel } from './catalogue'
import type { StockProfile } from './profile'

export type CarType = 'new' | 'used' | 'demo'
export type ItemType = 'car' | 'caravan' | 'motorcycle'
export type CarStatus = 'in_stock' | 'coming_soon' | 'sold' | 'other'
export type PriceType = 'DAP' | 'EGC' | 'Drive Away'
export type CarTag = 'Hybrid' | 'Electric' | 'Test Drive Only' | 'Low Kms' | 'One Owner'
export type AustralianState = StockProfile['locations'][number]['state']

export interface CarVariant {
  cylinders: number | null
  /** cc */
  enginesize: number | null
  enginesize_litres: number | null
  induction: string
  geartype: string
  /** L/100km */
  fuelconsumptioncombined: number | null
  /** litres */
  fuelcapacity: number | null
  /** kg */
  grossvehiclemass: number | null
  /** mm */
  vehiclelength: number
  vehicleheight: number | null
  vehiclewidth: number | null
  /** Nm */
  torque: number
  ancaprating: number | null
  bodyconfiguration: string | null
}

export interface FinanceQuote {
  interestRate: number | null
  comparisonRate: number | null
  paymentWeek: number | null
  paymentMonth: number | null
  termMonths: 60
  termYears: 5
  balloon: 0
  disclaimer: string
  term60: { paymentWeek: number; paymentMonth: number } | null
}

export interface Car {
  id: number
  slug: string
  name: string
  carsales_title: string
  stocknum: string
  vin: string
  regplate: string | null
  variant: CarVariant | null

  car_type: CarType
  item_type: ItemType
  status: CarStatus
  sold: boolean
  reserved: boolean
  certified: boolean
  tag: CarTag | null
  preorder: boolean
  has_nvic: boolean

  year: number
  make: string
  model: string
  badge: string | null
  series: string | null
  /** null for caravans, which have no odometer */
  km: number | null
  trans: string | null
  simple_transmission: 'Automatic' | 'Manual' | null
  /** null only for motorcycles (the body list has no value for them) */
  simple_body: SimpleBody | null
  simple_fuel: SimpleFuel | null
  fuel: string | null
  drive: Drive | null
  seats: number | null
  doors: number | null
  colour: string
  interior_colour: string | null
  engine_size: string | null

  rego_expiry: string | null
  compliance_date: string
  build_date: string
  created_at: string
  sold_date_timestamp: number | null

  price: number
  before_price: number | null
  offer_price: number | null
  subscription_price: number | null
  price_type: PriceType

  dealercomments: string
  thumbnails: string[]
  images: string[]
  primary_image_url: string | null
  photos_count: number
  views: number
  file: string | null
  payment_processors: { name: string; deposit: number }[]
  standardEquipment: string[]

  location: string
  city: string
  state: AustralianState
  location_name: string
  location_id: number
  dealership_slug: string
  dealership_id: number
  private_suburb: null
  private_postcode: null
  distribution_locations: number[]

  finance_lenders: Record<string, FinanceQuote> | null

  show_on_dealer_website: boolean
  make_model: string

  body_width: number | null
  body_length: number | null
  tare_weight: number | null
  axle_type: 'Single' | 'Tandem' | null
  sleeps: number | null
  aggregate_trailer_mass: number | null

  autograb_data: { state_average_market_price: number | null; average_market_price: number } | null
}
