import type { TextField } from 'payload'

import { linkProblem } from '@/domain/links'

/** The `custom` key that marks a field as an address a shopper can click; guardLinkAddresses finds them by it. */
export const LINK_ADDRESS = 'linkAddress'

/**
 * A text field holding an address a shopper can click, held to the one link
 * rule (src/domain/links.ts): beside the field when the admin publishes, and
 * by guardLinkAddresses on every save, drafts included, which Payload's own
 * field validation skips.
 */
export function linkAddressField(field: Omit<TextField, 'type' | 'validate' | 'hasMany'>, narrower?: (address: string) => string | null): TextField {
  return {
    ...field,
    type: 'text',
    custom: { ...field.custom, [LINK_ADDRESS]: true },
    validate: (value: string | null | undefined) => (value ? (linkProblem(value) ?? narrower?.(value) ?? true) : field.required ? 'Required' : true),
  } as TextField
}

/** For an address that must be another website (a social page, a review site): the rule's https:// addresses only. */
export const httpsOnly = (address: string) => (/^https:\/\//i.test(address) ? null : 'Enter a full https:// address')

/** Whether a field was made by linkAddressField. */
export const isLinkAddress = (field: { custom?: Record<string, unknown> }) => field.custom?.[LINK_ADDRESS] === true
