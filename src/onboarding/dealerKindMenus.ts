import type { MenuEntrySeed } from './seedSchema'

/**
 * The menus a new site gets for its kind of dealer. Every link is one of the
 * platform's own pages (siteRoutes.ts), so it answers on the new site from its
 * first minute: no links to the dealer's old website (its domain now points
 * here, so `https://{domain}/book-a-service` would answer 404), none to Toyota
 * pages, and searches only for the car types the kind sells. A search with no
 * cars in stock yet hides itself until its cars arrive (menus.ts).
 */

export type DealerKind = 'franchise' | 'used' | 'caravans' | 'motorcycles' | 'caravans-motorcycles'

const company = (dealerName: string): MenuEntrySeed => ({
  label: dealerName,
  children: [
    { label: 'Locations', link: '/locations' },
    { label: 'Contact Us', link: '/contact' },
    { label: 'Blog', link: '/blog' },
    { label: 'Terms And Conditions', link: '/terms-and-conditions' },
    { label: 'Privacy Policy', link: '/privacy-policy' },
    { label: 'Complaint Handling', link: '/pages/complaint-handling' },
  ],
})

/** What a kind sells, as the header's stock menu and the footer's searches name it. */
const STOCK: Record<DealerKind, { menu: string; searches: MenuEntrySeed[] }> = {
  franchise: {
    menu: 'Our Stock',
    searches: [
      { label: 'New Cars', link: '/search/new-cars' },
      { label: 'Demo Cars', link: '/search/demo-cars' },
      { label: 'Used Cars', link: '/search/used-cars' },
      { label: 'New Models', link: '/models' },
    ],
  },
  used: { menu: 'Our Cars', searches: [{ label: 'Used Cars', link: '/search/used-cars' }] },
  caravans: {
    menu: 'Caravans',
    searches: [
      { label: 'New Caravans', link: '/search/new-cars' },
      { label: 'Used Caravans', link: '/search/used-cars' },
    ],
  },
  motorcycles: {
    menu: 'Motorcycles',
    searches: [
      { label: 'New Motorcycles', link: '/search/new-cars' },
      { label: 'Used Motorcycles', link: '/search/used-cars' },
    ],
  },
  'caravans-motorcycles': {
    menu: 'Caravans & Motorcycles',
    searches: [
      { label: 'New Stock', link: '/search/new-cars' },
      { label: 'Used Stock', link: '/search/used-cars' },
    ],
  },
}

export function dealerKindHeader(kind: DealerKind): MenuEntrySeed[] {
  return [
    { label: 'Home', link: '/' },
    ...(kind === 'franchise' ? [{ label: 'New Vehicles', link: '/models', dropdown: 'models' as const }] : []),
    { label: STOCK[kind].menu, dropdown: 'stock' },
    ...(kind === 'used' ? [] : [{ label: 'Special Offers', link: '/special-offers' }]),
    { label: 'Finance', link: '/finance' },
    { label: 'Trade-In', link: '/trade-in' },
    ...(kind === 'used' ? [{ label: 'Sell My Car', link: '/sell-my-car' }] : [{ label: 'Parts & Accessories', link: '/vehicle-parts-and-accessories' }]),
    { label: 'Contact', link: '/contact' },
  ]
}

export function dealerKindFooter(kind: DealerKind, dealerName: string): MenuEntrySeed[] {
  return [
    {
      label: 'Buyer Tools',
      children: [
        ...STOCK[kind].searches,
        ...(kind === 'used' ? [] : [{ label: 'Current Offers', link: '/special-offers' }]),
        { label: 'Test Drive', link: '/book-test-drive' },
        { label: 'Sell My Car', link: '/sell-my-car' },
      ],
    },
    {
      label: 'Finance and Parts',
      children: [
        { label: 'Finance', link: '/finance' },
        { label: 'Apply for Finance', link: '/apply-for-finance' },
        { label: 'Trade-In Valuation', link: '/trade-in' },
        ...(kind === 'used' ? [] : [{ label: 'Parts & Accessories', link: '/vehicle-parts-and-accessories' }]),
      ],
    },
    company(dealerName),
  ]
}
