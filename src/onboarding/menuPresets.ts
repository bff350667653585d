import type { MenuEntrySeed } from './seedSchema'

/**
 * The spec's menus as seed content: the default header,
 * its variant for the same dealer group, the generic navigation and the
 * footer groups. Onboarding copies a preset into the site's Menus, where the
 * dealer edits it; nothing reads these presets after that. A preset is the
 * spec's whole menu: a site gets only the links it answers
 * (`presetForSite`), so a dealer without a fleet page has no Fleet link.
 */

const serviceLinks: MenuEntrySeed[] = [
  { label: 'Online Service Booking', link: 'dealer:service-booking:/book-a-service', newTab: true },
  { label: 'Warranty Advantage', link: '/warranty' },
  { label: 'Roadside Assist', link: '/roadside-assist' },
  { label: 'Toyota Genuine Service', link: '/genuine-service' },
]

const toyotaDefault: MenuEntrySeed[] = [
  { label: 'Home', link: '/' },
  { label: 'New Vehicles', link: '/models', dropdown: 'models' },
  { label: 'Special Offers', link: '/special-offers' },
  { label: 'Sell My Car', link: 'dealer:sell-my-car:/sell-my-car', newTab: true },
  { label: 'Pre-owned Vehicles', dropdown: 'stock' },
  { label: 'Service', link: '/service', children: serviceLinks },
  { label: 'Parts & Accessories', link: '/vehicle-parts-and-accessories' },
  {
    label: 'Company',
    children: [
      { label: 'About Us', link: '/about-us' },
      { label: 'Contact Us', link: '/contact' },
      { label: 'Fleet', link: '/fleet' },
      { label: 'Terms And Conditions', link: '/terms-and-conditions' },
      { label: 'Complaint Handling Process', link: '/pages/complaint-handling' },
    ],
  },
]

const toyotaVariant: MenuEntrySeed[] = [
  { label: 'Home', link: '/' },
  { label: 'New Vehicles', link: '/models', dropdown: 'models' },
  { label: 'Special Offers', link: '/special-offers' },
  { label: 'Sell My Car', link: 'dealer:sell-my-car:/sell-my-car', newTab: true },
  { label: 'Pre-Owned & Demo', dropdown: 'stock' },
  { label: 'Service', link: '/service', children: serviceLinks },
  { label: 'Parts & Accessories', link: '/vehicle-parts-and-accessories' },
  { label: 'Finance & Insurance', link: '/pages/finance' },
  {
    label: 'More',
    children: [
      { label: 'About Us', link: '/about-us' },
      { label: 'Locations', link: '/locations' },
      { label: 'Blog', link: '/blog' },
      { label: 'Contact Us', link: '/contact' },
      { label: 'Complaint Handling Process', link: '/pages/complaint-handling' },
    ],
  },
]

const generic: MenuEntrySeed[] = [
  { label: 'Search Vehicles', link: '/search/new-used-and-demo-cars' },
  { label: 'Test Drive', link: '/book-test-drive' },
  { label: 'Service', link: '/service' },
  { label: 'Finance', link: '/finance' },
  { label: 'Trade In', link: '/trade-in' },
  { label: 'Parts', link: '/vehicle-parts-and-accessories' },
  { label: 'Contact', link: '/contact' },
]

function defaultFooter(dealerName: string): MenuEntrySeed[] {
  return [
    {
      label: 'Buyer Tools',
      children: [
        { label: 'Vehicles', link: '/models' },
        { label: 'New Cars', link: '/search/new-cars' },
        { label: 'Demo Cars', link: '/search/demo-cars' },
        { label: 'Used Cars', link: '/search/used-cars' },
        { label: 'Current Offers', link: '/special-offers' },
        { label: 'Toyota Hybrids', link: '/pages/toyota-hybrids' },
        { label: 'Fleet', link: '/fleet' },
        { label: 'Sell My Car', link: 'dealer:sell-my-car:/sell-my-car' },
        { label: 'Test Drive', link: '/book-test-drive' },
      ],
    },
    {
      label: 'Servicing and Parts',
      children: [
        { label: 'Book a Service', link: 'dealer:service-booking:/book-a-service' },
        { label: 'Genuine Service', link: '/genuine-service' },
        { label: 'Warranty Advantage', link: '/warranty' },
        { label: 'Roadside Assist', link: '/roadside-assist' },
        { label: 'Parts & Accessories', link: '/vehicle-parts-and-accessories' },
      ],
    },
    {
      label: dealerName,
      children: [
        { label: 'About Us', link: '/about-us' },
        { label: 'Locations', link: '/locations' },
        { label: 'Blog', link: '/blog' },
        { label: 'Contact Us', link: '/contact' },
        { label: 'Terms And Conditions', link: '/terms-and-conditions' },
        { label: 'Privacy Policy', link: '/privacy-policy' },
        { label: 'Complaint Handling', link: '/pages/complaint-handling' },
      ],
    },
  ]
}

export type MenuPreset = 'toyota-default' | 'toyota-variant' | 'generic' | 'default-footer'

export function menuPreset(preset: MenuPreset, dealerName: string): MenuEntrySeed[] {
  switch (preset) {
    case 'toyota-default':
      return toyotaDefault
    case 'toyota-variant':
      return toyotaVariant
    case 'generic':
      return generic
    case 'default-footer':
      return defaultFooter(dealerName)
  }
}

/**
 * The preset's entries whose site links something answers: a link to a page
 * the site lacks is dropped, an entry left with nowhere to go goes too, and
 * an entry whose own page is missing stays as the heading of its children.
 */
export function presetForSite(entries: readonly MenuEntrySeed[], answers: (path: string) => boolean): MenuEntrySeed[] {
  return entries.flatMap((entry) => {
    const children = entry.children ? presetForSite(entry.children, answers) : undefined
    const linkAnswers = !entry.link?.startsWith('/') || answers(entry.link)
    const link = linkAnswers ? entry.link : undefined
    const opensSomething = (entry.dropdown && entry.dropdown !== 'none') || (children?.length ?? 0) > 0
    if (!link && !opensSomething) return []
    const kept: MenuEntrySeed = { ...entry, link }
    if (!link) delete kept.link
    if (!link) delete kept.newTab
    if (entry.children) kept.children = children
    return [kept]
  })
}
