/**
 * The benchmark's dealer network: one dealer-group site with 40% of the
 * stock and 49 smaller sites of varied kinds (franchise, multi-franchise,
 * used-car yard, caravans, motorcycles), with demo stock from the same
 * generator `npm start` uses (src/stock-demo/generate.ts).
 */
import { generateCars, type Car } from '../../src/stock-demo/generate'
import { stockProfileSchema, type StockProfile, type StockProfileInput } from '../../src/stock-demo/profile'

export const GROUP_SLUG = 'bench-group'

export type SitePlan = { slug: string; name: string; kind: string; count: number; profile: StockProfile }

const PLACES = [
  { city: 'Sydney', state: 'NSW', postcode: '2000' },
  { city: 'Parramatta', state: 'NSW', postcode: '2150' },
  { city: 'Melbourne', state: 'VIC', postcode: '3000' },
  { city: 'Geelong', state: 'VIC', postcode: '3220' },
  { city: 'Brisbane', state: 'QLD', postcode: '4000' },
  { city: 'Townsville', state: 'QLD', postcode: '4810' },
  { city: 'Perth', state: 'WA', postcode: '6000' },
  { city: 'Adelaide', state: 'SA', postcode: '5000' },
  { city: 'Hobart', state: 'TAS', postcode: '7000' },
  { city: 'Canberra', state: 'ACT', postcode: '2600' },
  { city: 'Darwin', state: 'NT', postcode: '0800' },
] as const

const FRANCHISES = ['Toyota', 'Mazda', 'Ford', 'Hyundai', 'Kia', 'Mitsubishi', 'Nissan', 'Isuzu', 'Volkswagen', 'Subaru', 'MG', 'BYD']

/** A profile whose dealerships each have one sales location; ids are unique across the network. */
function profile(siteNumber: number, seed: string, dealerships: string[], mix: Omit<StockProfileInput, 'dealerships' | 'locations'>): StockProfile {
  return stockProfileSchema.parse({
    ...mix,
    seed,
    dealerships: dealerships.map((name, at) => ({ id: siteNumber * 100 + at + 1, slug: `${seed}-${at + 1}`, name })),
    locations: dealerships.map((name, at) => ({
      id: siteNumber * 100 + at + 1,
      name: `${name} - Sales`,
      dealership_slug: `${seed}-${at + 1}`,
      ...PLACES[(siteNumber + at) % PLACES.length]!,
    })),
  })
}

/** The 49 smaller sites' sizes: skewed (the largest about six times the smallest), adding up to `total`. */
function smallSiteSizes(sites: number, total: number): number[] {
  const weights = Array.from({ length: sites }, (_, at) => 1 / Math.sqrt(at + 1.5))
  const sum = weights.reduce((a, b) => a + b, 0)
  const sizes = weights.map((weight) => Math.round((weight / sum) * total))
  sizes[sizes.length - 1]! += total - sizes.reduce((a, b) => a + b, 0)
  return sizes
}

function smallSite(at: number, count: number): SitePlan {
  const number = at + 2
  const slug = `bench-${String(number).padStart(2, '0')}`
  const make = FRANCHISES[at % FRANCHISES.length]!
  const place = PLACES[at % PLACES.length]!
  switch (at % 5) {
    case 0:
      return { slug, name: `${place.city} ${make}`, kind: `${make} franchise`, count, profile: profile(number, slug, [`${place.city} ${make}`], { makes: [make], carTypes: { new: 0.45, used: 0.45, demo: 0.1 } }) }
    case 1: {
      const makes = [make, FRANCHISES[(at + 3) % FRANCHISES.length]!, FRANCHISES[(at + 7) % FRANCHISES.length]!]
      return { slug, name: `${place.city} Auto Group`, kind: `${makes.join('/')} multi-franchise`, count, profile: profile(number, slug, makes.map((m) => `${place.city} ${m}`), { makes, carTypes: { new: 0.4, used: 0.5, demo: 0.1 } }) }
    }
    case 2:
      return { slug, name: `${place.city} Used Cars`, kind: 'used-car yard', count, profile: profile(number, slug, [`${place.city} Used Cars`], { carTypes: { new: 0, used: 1, demo: 0 } }) }
    case 3:
      return { slug, name: `${place.city} Caravans`, kind: 'caravans', count, profile: profile(number, slug, [`${place.city} Caravans`], { itemTypes: { car: 0, caravan: 1 }, carTypes: { new: 0.6, used: 0.4, demo: 0 } }) }
    default:
      return { slug, name: `${place.city} Motorcycles`, kind: 'motorcycles', count, profile: profile(number, slug, [`${place.city} Motorcycles`], { itemTypes: { car: 0.2, motorcycle: 0.8 }, carTypes: { new: 0.5, used: 0.4, demo: 0.1 } }) }
  }
}

/** A dealer group: eight franchises at eight locations, new, used and demo. */
export function groupSitePlan(count: number, slug = GROUP_SLUG): SitePlan {
  const makes = FRANCHISES.slice(0, 8)
  return {
    slug,
    name: 'Bench Motor Group',
    kind: `dealer group (${makes.length} franchises)`,
    count,
    profile: profile(1, slug, makes.map((make) => `Bench ${make}`), { makes, carTypes: { new: 0.45, used: 0.45, demo: 0.1 }, lenders: ['generic', 'angle'] }),
  }
}

/** 50 sites, `total` vehicles: `groupShare` of them on the group site, the rest skewed across 49 sites. */
export function benchNetwork(total = 100_000, groupShare = 0.4): SitePlan[] {
  const group = Math.round(total * groupShare)
  return [groupSitePlan(group), ...smallSiteSizes(49, total - group).map((count, at) => smallSite(at, count))]
}

/** A site's demo stock as import entries (row numbers from 1), with a fixed reference time. */
export function generateEntries(plan: SitePlan, now: Date): { row: number; value: Car }[] {
  const entries: { row: number; value: Car }[] = []
  let row = 0
  for (const car of generateCars(plan.profile, { count: plan.count, now })) entries.push({ row: ++row, value: car })
  return entries
}
