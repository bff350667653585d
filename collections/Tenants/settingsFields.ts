import type { Field } from 'payload'

import { platformAdminOnlyField } from '@/access/roles'
import { ADF_DELIVERY_MODES, LEAD_DEPARTMENTS, LEAD_INTAKE_EMAILS_MAX, LEAD_INTAKE_RULES_MAX, WEBHOOK_SECRET_MIN_LENGTH } from '@/domain/leads/leadRouting'
import { PROMO_CARD_POSITION_CHOICES } from '@/domain/promoCards'
import { CAR_CARD_BUTTON_LABELS } from '@/domain/carPageButtons'
import { CAR_TYPES } from '@/domain/stockVocabulary'
import { VEHICLE_ITEM_TYPES } from '@/domain/vocabulary'
import { CAR_CARD_BUTTONS, DEFAULT_SITE_SETTINGS as D, RESERVE_ROUTE_NAMES, STOCK_FEED_SCHEDULES, WATCHLIST_MODES } from '@/domain/site-settings'

/**
 * Admin fields for `settings`. An empty field means "platform default", which
 * each description names (from DEFAULT_SITE_SETTINGS), so a site stores only
 * what differs. Validation is the zod schema in src/domain/site-settings.ts,
 * run by the validateSettings hook.
 */

const onOff = (value: boolean) => (value ? 'on' : 'off')

/** The box shows the platform default while the site stores nothing (SettingToggle); only a click stores a value. */
const toggle = (name: string, label: string, what: string, fallback: boolean): Field => ({
  name,
  label,
  type: 'checkbox',
  admin: {
    description: `${what} Platform default: ${onOff(fallback)}.`,
    components: { Field: { path: '@/components/admin/SettingToggle#SettingToggle', clientProps: { platformDefault: fallback } } },
  },
})

/** 'every-15-minutes' → 'Every 15 minutes': the admin shows words, the site stores the key. */
const words = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/-/g, ' ')

const options = (values: readonly string[], labels: Readonly<Record<string, string>> = {}) =>
  values.map((value) => ({ label: labels[value] ?? words(value), value }))

export const settingsFields: Field[] = [
  {
    type: 'collapsible',
    label: 'Favourites and buying online',
    fields: [
      {
        name: 'watchlist',
        type: 'group',
        fields: [
          {
            name: 'mode',
            type: 'select',
            options: options(WATCHLIST_MODES),
            admin: {
              description: `server: saved to the shopper's account; device: kept in their browser; off: no favourites. Default: ${D.watchlist.mode}.`,
            },
          },
          toggle(
            'usedCarsWithPriceAndImageOnly',
            'Only used cars with a price and photo',
            'Offer favourites only on used cars that have a price and a photo.',
            D.watchlist.usedCarsWithPriceAndImageOnly,
          ),
        ],
      },
      {
        name: 'reserveOnline',
        type: 'group',
        fields: [
          toggle('enabled', 'Reserve online', 'Shoppers can pay a deposit to hold an available car.', D.reserveOnline.enabled),
          {
            name: 'routeName',
            type: 'select',
            options: options(RESERVE_ROUTE_NAMES),
            admin: { description: `Address of the reserve page: /cars/{car}/checkout or /cars/{car}/buy-online. Default: ${D.reserveOnline.routeName}.` },
          },
          {
            name: 'defaultDeposit',
            type: 'number',
            min: 1,
            admin: { description: `Deposit in dollars when the car does not set one. Default: $${D.reserveOnline.defaultDeposit}.` },
          },
          {
            name: 'carTypes',
            label: 'Car types shoppers may reserve',
            type: 'select',
            hasMany: true,
            options: options(CAR_TYPES),
            admin: { description: `Only available cars of these types can be reserved. Default: ${D.reserveOnline.carTypes.join(', ')}.` },
          },
          {
            name: 'holdsPerShopper',
            label: 'Cars one shopper may hold at once',
            type: 'number',
            min: 1,
            max: 10,
            admin: { description: `A shopper with this many live reservations (paid, or with a payment still open) is asked to wait before reserving another. Default: ${D.reserveOnline.holdsPerShopper}.` },
          },
          {
            // A site taking test payments holds cars for nothing: only the platform's own staff may say so, for a demo site.
            ...toggle('testPayments', 'Take test payments (no money moves)', 'For demo sites: deposits go through the test payment page, and no card is charged. Off, a production server takes deposits only through Stripe, and without Stripe keys Reserve Online is off.', D.reserveOnline.testPayments),
            access: { create: platformAdminOnlyField, update: platformAdminOnlyField },
          } as Field,
        ],
      },
      toggle('checkoutJourney', 'Online purchase (checkout journey)', 'Used cars can be bought online end to end.', D.checkoutJourney),
      {
        name: 'gatedRoutes',
        type: 'group',
        admin: { description: 'Pages that ask the shopper to sign in first.' },
        fields: [
          toggle('checkout', 'Checkout needs sign-in', 'Reserve and checkout pages ask the shopper to sign in.', D.gatedRoutes.checkout),
          toggle('personalisedFinance', 'Personalised finance needs sign-in', 'The personalised finance page asks the shopper to sign in.', D.gatedRoutes.personalisedFinance),
          toggle('spinToWin', 'Spin to win needs sign-in', 'The spin-to-win page asks the shopper to sign in.', D.gatedRoutes.spinToWin),
        ],
      },
    ],
  },
  {
    type: 'collapsible',
    label: 'Car pages and cards',
    fields: [
      toggle('tradeInValuation', 'Trade-in valuation', 'Show the instant trade-in valuation on eligible cars.', D.tradeInValuation),
      toggle('saveTradeInValuations', 'Save trade-in valuations', 'Keep the valuation a shopper was shown with their trade-in lead.', D.saveTradeInValuations),
      toggle('printPdf', 'Print PDF', 'Show the print PDF button on car pages.', D.printPdf),
      toggle('similarCarsByBody', 'Similar cars by body type', 'Similar and related cars match the body type.', D.similarCarsByBody),
      toggle('makeAnOffer', 'Make an offer', 'Show the Make An Offer form.', D.makeAnOffer),
      toggle('testDrivesForCaravans', 'Test drives for caravans', 'Offer Book a Test Drive on caravans too (a caravan is towed, so by default its page does not).', D.testDrivesForCaravans),
      toggle('mobileStickyFooter', 'Mobile sticky footer', 'Show Call Now and Enquire at the bottom of car pages on phones.', D.mobileStickyFooter),
      toggle('justArrivedTagOnNewCars', 'JUST ARRIVED tag on new cars', 'Tag new cars as JUST ARRIVED.', D.justArrivedTagOnNewCars),
      toggle('subscriptions', 'Subscriptions', 'The dealer offers car subscriptions; subscription prices show first.', D.subscriptions),
      {
        name: 'certifiedManufacturer',
        type: 'text',
        admin: { description: 'Make whose certified pre-owned badge shows, e.g. Toyota. Empty: no certified badge.' },
      },
      {
        name: 'carCardButtons',
        type: 'select',
        hasMany: true,
        options: options(CAR_CARD_BUTTONS, CAR_CARD_BUTTON_LABELS),
        admin: { description: `Buttons on each car card. Default: ${D.carCardButtons.map((button) => CAR_CARD_BUTTON_LABELS[button]).join(', ')}.` },
      },
      {
        name: 'phoneNumbers',
        type: 'group',
        admin: { description: 'Fixed phone numbers per car type. Empty: the location phone number.' },
        fields: [
          { name: 'new', type: 'text' },
          { name: 'used', type: 'text' },
          { name: 'demo', type: 'text' },
        ],
      },
    ],
  },
  {
    type: 'collapsible',
    label: 'Finance',
    fields: [
      {
        name: 'finance',
        type: 'group',
        fields: [
          {
            name: 'providers',
            type: 'text',
            hasMany: true,
            admin: {
              description: 'Lenders whose estimates show, in this order: type the key the stock feed uses (e.g. generic, angle, toyota-finance). Default: none.',
              components: { Field: '@/components/admin/FinanceProvidersField#FinanceProvidersField' },
            },
          },
          {
            name: 'defaultRate',
            type: 'number',
            min: 0,
            max: 30,
            admin: { description: `Interest rate (%) the repayment calculator starts with. Default: ${D.finance.defaultRate}.` },
          },
          toggle('hideEstimates', 'Hide finance estimates', 'Show no weekly finance estimates on this site.', D.finance.hideEstimates),
          toggle('personalisedFinance', 'Personalised finance', 'Offer personalised finance on cars with an NVIC code.', D.finance.personalisedFinance),
        ],
      },
    ],
  },
  {
    type: 'collapsible',
    label: 'Search',
    fields: [
      {
        name: 'carTypes',
        type: 'select',
        hasMany: true,
        options: options(['new', 'used', 'demo']),
        admin: { description: `Car types this site sells. Default: ${D.carTypes.join(', ')}.` },
      },
      {
        name: 'itemTypes',
        label: 'Kinds of vehicle',
        type: 'select',
        hasMany: true,
        options: options(VEHICLE_ITEM_TYPES),
        admin: { description: `What the site sells: its pages say "cars", "caravans" or "motorcycles", or "vehicles" for several, and offer a kind filter. Default: ${D.itemTypes.join(', ')}.` },
      },
      {
        name: 'searchFilter',
        type: 'text',
        admin: { description: 'Filter every stock search starts from, e.g. dealership_id:12 AND car_type:used. Empty: all of this site\u2019s stock.' },
      },
      {
        name: 'includeSoldCarsDays',
        type: 'number',
        min: 0,
        max: 90,
        admin: { description: `Days a sold car stays listed. Default: ${D.includeSoldCarsDays}.` },
      },
      {
        name: 'stockCountOverride',
        type: 'number',
        min: 0,
        admin: { description: 'Stock count shown instead of counts above 1999. Empty: the sum of the facet counts.' },
      },
      {
        name: 'searchPathExcludedMakes',
        type: 'text',
        hasMany: true,
        admin: { description: 'Makes that stay a filter instead of becoming a /search/{make} address.' },
      },
      toggle('sortByKilometres', 'Sort by kilometres', 'Offer highest and lowest kilometres in the sort menu.', D.sortByKilometres),
      {
        name: 'promoCardPositions',
        type: 'number',
        hasMany: true,
        admin: {
          description: `Places in the results where promo cards go, among ${PROMO_CARD_POSITION_CHOICES.join(', ')}. Default: ${D.promoCardPositions.join(', ')}.`,
        },
      },
    ],
  },
  {
    type: 'collapsible',
    label: 'Locations, forms and links',
    fields: [
      toggle('serviceByAppointment', 'Service by appointment', 'Closed days read "By appointment only".', D.serviceByAppointment),
      toggle('alternateSaturdays', 'Alternate Saturdays', 'The service location is "By appointment only" every second Saturday.', D.alternateSaturdays),
      toggle('directionsInNewTab', 'Directions in a new tab', '"Get Directions" opens a new tab.', D.directionsInNewTab),
      toggle('enquiryMessageOptional', 'Enquiry message optional', 'Shoppers may send an enquiry without a message.', D.enquiryMessageOptional),
      toggle('optInTickedByDefault', 'Marketing opt-in ticked by default', 'The marketing opt-in box starts ticked.', D.optInTickedByDefault),
      {
        name: 'externalLinksBaseDomain',
        type: 'text',
        admin: { description: 'Domain for external links such as service booking and sell-my-car, e.g. dealer.com.au. Empty: the site’s first domain.' },
      },
      {
        name: 'modelSlugFormat',
        type: 'select',
        options: [
          { label: 'models/{make}-{model}', value: 'make-model' },
          { label: 'models/new-{make}-{model}-vehicle', value: 'new-make-model-vehicle' },
        ],
        admin: { description: `Model page address form. Default: ${D.modelSlugFormat}.` },
      },
    ],
  },
  {
    type: 'collapsible',
    label: 'Stock feed',
    fields: [
      {
        name: 'stockFeed',
        type: 'group',
        fields: [
          {
            name: 'source',
            type: 'text',
            admin: { description: 'Where the scheduled import reads the feed: an https:// address or a file path on the server (JSON, NDJSON or CSV with the spec\u2019s field names).' },
          },
          {
            type: 'row',
            fields: [
              { name: 'schedule', type: 'select', options: options(STOCK_FEED_SCHEDULES), admin: { description: `How often it runs. Default: ${D.stockFeed.schedule}.` } },
              {
                name: 'mode',
                type: 'select',
                options: options(['full', 'delta']),
                admin: { description: `full: the feed is the whole stock (cars missing from it are removed); delta: changes only. Default: ${D.stockFeed.mode}.` },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    type: 'collapsible',
    label: 'Lead delivery',
    fields: [
      {
        name: 'leadDelivery',
        type: 'group',
        fields: [
          {
            name: 'intake',
            type: 'array',
            maxRows: LEAD_INTAKE_RULES_MAX,
            admin: {
              description: "Who receives each department's leads. A rule for a location beats the site-wide rule of its department; a lead with no rule goes to its location's contact email, else the site's.",
            },
            fields: [
              {
                type: 'row',
                fields: [
                  { name: 'department', type: 'select', required: true, options: options(LEAD_DEPARTMENTS) },
                  // An id at any depth: settings are read with the site (depth 1), and routing compares ids.
                  { name: 'locationId', label: 'Location', type: 'relationship', relationTo: 'locations', maxDepth: 0, admin: { description: 'Empty: every location.' } },
                ],
              },
              { name: 'emails', type: 'text', hasMany: true, required: true, maxRows: LEAD_INTAKE_EMAILS_MAX },
            ],
          },
          { name: 'adf', label: 'ADF XML copy', type: 'select', options: options(ADF_DELIVERY_MODES), admin: { description: `none, body (the email is the XML) or attachment. Default: ${D.leadDelivery.adf}.` } },
          {
            name: 'webhook',
            type: 'group',
            admin: { description: 'A signed JSON POST of every lead to your CRM, besides the email.' },
            fields: [
              { name: 'url', type: 'text', admin: { description: 'An https:// address; empty for none.' } },
              // Platform admins only, as every secret-bearing field (withSecretFieldsHidden).
              { name: 'secret', type: 'text', admin: { description: `At least ${WEBHOOK_SECRET_MIN_LENGTH} characters; the receiver checks each POST's Forecourt-Signature with it.` } },
            ],
          },
        ],
      },
    ],
  },
]
