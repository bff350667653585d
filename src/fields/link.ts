import type { GroupField } from 'payload'

import { EXTERNAL_LINK_KINDS } from '@/domain/externalLinks'

const labels: Record<(typeof EXTERNAL_LINK_KINDS)[number], string> = {
  'service-booking': 'Service booking',
  'sell-my-car': 'Sell my car',
  'dealer-stock': 'Dealer stock',
  'car-loan-calculator': 'Car loan calculator',
  'used-car-finance-quotes': 'Used car finance quotes',
}

/** Where a menu entry leads: a page of this site, one of the dealer's external sites, or any https address. */
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
              { label: 'A page of this site', value: 'page' },
              { label: "The dealer's external site", value: 'dealer-site' },
              { label: 'Another website', value: 'url' },
            ],
            admin: { description: 'Leave empty for a heading that only opens its dropdown.' },
          },
          {
            name: 'path',
            type: 'text',
            admin: { condition: (_, sibling) => sibling?.kind === 'page', description: 'e.g. /special-offers or /pages/finance' },
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
          { name: 'url', type: 'text', admin: { condition: (_, sibling) => sibling?.kind === 'url', description: 'A full https:// address.' } },
          { name: 'newTab', type: 'checkbox', label: 'Open in a new tab' },
        ],
      },
    ],
  }
}
