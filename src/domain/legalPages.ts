/**
 * The platform's own privacy policy and website terms (/privacy-policy and
 * /terms-and-conditions, legal pages with dealer-specific text), written once
 * for every dealer and filled in from the site's data: its name, legal
 * entity, ABN, address and contact. A site whose staff write their own page
 * of the same slug (Pages, placement site) shows theirs instead.
 *
 * The privacy policy follows the Privacy Act 1988 (Cth) and its Australian
 * Privacy Principles (APPs 1, 5, 6, 7, 8, 11, 12 and 13); both end with the
 * platform's fixed paragraphs (privacyPolicyFooter).
 */

import { privacyPolicyFooter } from './contentPages'

export const LEGAL_PAGE_SLUGS = ['privacy-policy', 'terms-and-conditions'] as const
export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number]

/** Where the consent box of every lead form links. */
export const LEGAL_PAGE_PATHS = { terms: '/terms-and-conditions', privacy: '/privacy-policy' } as const

/** An Australian Business Number: 11 digits, spaced as people write it or not. */
export const ABN_PATTERN = /^\d{2} ?\d{3} ?\d{3} ?\d{3}$/

export function isLegalPageSlug(slug: string): slug is LegalPageSlug {
  return (LEGAL_PAGE_SLUGS as readonly string[]).includes(slug)
}

/** What the pages need to know about the dealer. */
export type LegalDealer = {
  name: string
  /** The company behind the trading name, e.g. "Swan River Motors Pty Ltd"; the trading name when unset. */
  legalName?: string | null
  abn?: string | null
  street?: string | null
  city?: string | null
  state?: string | null
  postcode?: string | null
  phone?: string | null
  email?: string | null
  /** The site's first domain, for "this website (…)". */
  domain?: string | null
}

export type LegalSection = { heading: string; paragraphs: string[]; list?: string[] }
export type LegalPage = { title: string; lead: string; sections: LegalSection[] }

/** The Office of the Australian Information Commissioner, where a privacy complaint goes next. */
export const OAIC_CONTACT = 'the Office of the Australian Information Commissioner (OAIC) at www.oaic.gov.au or on 1300 363 992'

/** State laws govern the terms; a dealer with no state on file is governed by the laws of New South Wales. */
const STATE_NAMES: Record<string, string> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  WA: 'Western Australia',
  SA: 'South Australia',
  TAS: 'Tasmania',
  ACT: 'the Australian Capital Territory',
  NT: 'the Northern Territory',
}

function entityOf(dealer: LegalDealer): string {
  const legal = dealer.legalName?.trim()
  const abn = dealer.abn?.trim() ? ` (ABN ${dealer.abn.trim()})` : ''
  if (!legal || legal === dealer.name) return `${dealer.name}${abn}`
  return `${legal}${abn}, trading as ${dealer.name}`
}

/** A street or a town with its state and postcode; a state alone is no address to write to. */
function addressOf(dealer: LegalDealer): string | null {
  if (!dealer.street && !dealer.city) return null
  const place = [dealer.city, [dealer.state, dealer.postcode].filter(Boolean).join(' ')].filter(Boolean).join(' ')
  const address = [dealer.street, place].filter(Boolean).join(', ')
  return address || null
}

/** "by phone on …, by email to … or by post to …", from whatever the site has. */
function contactWays(dealer: LegalDealer): string {
  const ways = [
    dealer.phone ? `by phone on ${dealer.phone}` : null,
    dealer.email ? `by email to ${dealer.email}` : null,
    addressOf(dealer) ? `by post or in person at ${addressOf(dealer)}` : null,
  ].filter((way): way is string => way !== null)
  if (ways.length === 0) return 'through the contact page of this website'
  return ways.length === 1 ? ways[0]! : `${ways.slice(0, -1).join(', ')} or ${ways.at(-1)}`
}

const website = (dealer: LegalDealer) => (dealer.domain ? `this website (${dealer.domain})` : 'this website')

export function privacyPolicy(dealer: LegalDealer): LegalPage {
  const closing = privacyPolicyFooter(dealer.name, dealer.email)
  return {
    title: 'Privacy Policy',
    lead: `How ${dealer.name} collects, uses and looks after your personal information.`,
    sections: [
      {
        heading: 'About this policy',
        paragraphs: [
          `This policy is published by ${entityOf(dealer)} ("we", "us", "our"). We are bound by the Privacy Act 1988 (Cth) and the Australian Privacy Principles, and this policy explains how we handle personal information when you use ${website(dealer)}, visit our dealerships or deal with us in any other way.`,
        ],
      },
      {
        heading: 'What we collect',
        paragraphs: ['The personal information we collect depends on how you deal with us. It may include:'],
        list: [
          'your name, email address, phone number and postcode or address;',
          'the vehicles you are interested in, and your enquiries, test drive bookings and messages;',
          'details of a vehicle you want to trade in or sell, such as its registration, odometer reading and condition;',
          'your driver licence when you take a test drive, and what you tell us when you ask about finance or insurance;',
          'how you use this website: pages visited, searches, your device and browser, and your IP address.',
        ],
      },
      {
        heading: 'How we collect it',
        paragraphs: [
          'Mostly from you: when you fill in a form on this website, call or email us, or visit a dealership. We may also receive it from the vehicle manufacturers and distributors we represent, from finance and insurance providers you have asked to hear from, and from cookies and similar tools on this website.',
          'You may deal with us without giving your name, or under another name, where that is practical; but we cannot arrange a test drive, a valuation, finance or a sale without knowing who you are.',
        ],
      },
      {
        heading: 'How we use it',
        paragraphs: ['We use your personal information to:'],
        list: [
          'answer your enquiries and arrange test drives, valuations, sales, servicing and parts;',
          'refer you to finance and insurance providers when you ask us to;',
          'manage warranty, recall and safety campaigns with the manufacturer;',
          'send you news and offers, unless you opt out;',
          'run and improve this website and our business, and meet our legal obligations.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'We may disclose your personal information to the manufacturers and distributors we represent and their dealer network; to finance and insurance providers you ask about; to the businesses that provide our website, email, customer records and other services, who may use it only to provide those services to us; and to government agencies and others where the law requires or permits it.',
          'Some of those service providers may store information outside Australia. Where they do, we take reasonable steps to make sure they handle it in line with the Australian Privacy Principles.',
        ],
      },
      {
        heading: 'Marketing',
        paragraphs: [
          'We send news and offers only when you have agreed to receive them or the law otherwise allows it. Every marketing email and SMS tells you how to unsubscribe, and you can opt out at any time by contacting us.',
        ],
      },
      {
        heading: 'Keeping your information safe',
        paragraphs: [
          'We take reasonable steps to protect your personal information from misuse, interference, loss and unauthorised access, change or disclosure. When we no longer need it, and the law does not require us to keep it, we destroy it or remove what identifies you.',
        ],
      },
      {
        heading: 'Seeing and correcting your information',
        paragraphs: [
          `You may ask for the personal information we hold about you, and ask us to correct it if it is wrong, out of date or incomplete. Contact us ${contactWays(dealer)}. We answer within a reasonable time and do not charge for the request; if we refuse, we tell you why.`,
        ],
      },
      {
        heading: 'Contact us',
        paragraphs: [`For any question about this policy or your personal information, contact our privacy officer at ${entityOf(dealer)} ${contactWays(dealer)}.`],
      },
      {
        heading: 'Privacy complaints',
        paragraphs: [closing.complaints, `If you are not satisfied with our answer, you may complain to ${OAIC_CONTACT}.`, closing.updated],
      },
    ],
  }
}

export function websiteTerms(dealer: LegalDealer): LegalPage {
  const state = STATE_NAMES[dealer.state ?? ''] ?? STATE_NAMES.NSW
  return {
    title: 'Terms and Conditions',
    lead: `The terms of use of ${website(dealer)}.`,
    sections: [
      {
        heading: 'About these terms',
        paragraphs: [
          `${website(dealer).replace(/^t/, 'T')} is operated by ${entityOf(dealer)} ("we", "us", "our"). By using it you agree to these terms. We may change them from time to time; the version on this page applies when you use the website.`,
        ],
      },
      {
        heading: 'Vehicles, prices and availability',
        paragraphs: [
          'We take care that vehicle listings, photos, specifications, features and prices are accurate, but they are a guide only and may contain errors. Photos may show optional equipment, and a listed vehicle may already have been sold. Please confirm details, price and availability with us before you rely on them.',
          'Nothing on this website is an offer capable of acceptance. A sale is agreed only when you and we sign a contract of sale.',
        ],
      },
      {
        heading: 'Finance and trade-in estimates',
        paragraphs: [
          'Repayment figures and calculators are indicative only. They are not a quote or an offer of credit, and any finance is subject to the lender’s approval, terms and fees. The comparison rate shown applies only to the example given; different amounts and terms will give different comparison rates.',
          'An online trade-in estimate is indicative and subject to an inspection of the vehicle.',
        ],
      },
      {
        heading: 'Reserving a vehicle online',
        paragraphs: [
          'Where this website lets you pay a deposit to hold a vehicle, the hold period and refund terms shown when you pay apply. A deposit does not complete a sale.',
        ],
      },
      {
        heading: 'Using this website',
        paragraphs: [
          'You may use this website for your own personal, lawful purposes. You must not interfere with its operation, try to gain unauthorised access to it, or copy its content for commercial use. Its content, logos and design belong to us or our licensors.',
          'Links to other websites, such as manufacturers’ and lenders’, are given for convenience; we are not responsible for their content.',
        ],
      },
      {
        heading: 'Your rights under the Australian Consumer Law',
        paragraphs: [
          'Our goods and services come with guarantees that cannot be excluded under the Australian Consumer Law. Nothing in these terms excludes, restricts or changes those rights. Otherwise, to the extent the law allows, we are not liable for any loss arising from your use of this website.',
        ],
      },
      {
        heading: 'Privacy',
        paragraphs: [`How we handle your personal information is set out in our Privacy Policy (${LEGAL_PAGE_PATHS.privacy}).`],
      },
      {
        heading: 'Governing law',
        paragraphs: [`These terms are governed by the laws of ${state}, and you submit to the courts of that state or territory.`],
      },
      {
        heading: 'Contact us',
        paragraphs: [`Questions about these terms: contact ${entityOf(dealer)} ${contactWays(dealer)}.`],
      },
    ],
  }
}

export function platformLegalPage(slug: LegalPageSlug, dealer: LegalDealer): LegalPage {
  return slug === 'privacy-policy' ? privacyPolicy(dealer) : websiteTerms(dealer)
}
