import type { GroupField } from 'payload'

import { EXTERNAL_LINK_KINDS } from '@/domain/externalLinks'
import { SITE_ROUTES } from '@/domain/siteRoutes'

import { httpsOnly, linkAddressField } from './linkAddress'

const labels: Record<(typeof EXTERNAL_LINK_KINDS)[number], string> = {
  'service-booking': 'Service booking',
  'sell-my-car': 'Sell my car',
  'dealer-stock': 'Dealer stock',
  'car-loan-calculator': 'Car loan calculator',
  'used-car-finance-quotes': 'Used car finance quotes',
}

/**
 * Where a menu entry leads: one of the platform's pages or one the dealer
 * wrote, both chosen rather than typed so the link cannot lead nowhere; one
 * of the dealer's external sites; or any https address.
 */
export function linkField(): GroupField {
  return {
    name: 'link',
    type: 'group',
    admin: { hideGutter: true },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'kind',
            type: 'select',
            label: 'Leads to',
            options: [
              { label: 'A platform page (search, offers, finance, …)', value: 'route' },
              { label: 'A page the dealer wrote', value: 'page' },
              { label: "The dealer's external site", value: 'dealer-site' },
              { label: 'Another website', value: 'url' },
            ],
            admin: { description: 'Leave empty for a heading that only opens its dropdown.' },
          },
          {
            name: 'route',
            type: 'select',
            options: SITE_ROUTES.map((route) => ({ label: `${route.label} (${route.path})`, value: route.key })),
            admin: { condition: (_, sibling) => sibling?.kind === 'route' },
          },
          {
            name: 'page',
            type: 'relationship',
            relationTo: 'pages',
            admin: { condition: (_, sibling) => sibling?.kind === 'page', description: 'One of this site’s pages (Content → Pages).' },
          },
          {
            name: 'dealerLink',
            type: 'select',
            options: EXTERNAL_LINK_KINDS.map((value) => ({ label: labels[value], value })),
            admin: { condition: (_, sibling) => sibling?.kind === 'dealer-site' },
          },
          {
            name: 'dealerPath',
            type: 'text',
            admin: {
              condition: (_, sibling) => sibling?.kind === 'dealer-site',
              description: "Path on the dealer's base domain (site settings), e.g. /book-a-service. Empty: the link is hidden.",
            },
          },
          linkAddressField({ name: 'url', admin: { condition: (_, sibling) => sibling?.kind === 'url', description: 'A full https:// address.' } }, httpsOnly),
          { name: 'newTab', type: 'checkbox', label: 'Open in a new tab' },
        ],
      },
    ],
  }
}
