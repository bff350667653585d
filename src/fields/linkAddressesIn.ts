import type { Field } from 'payload'

import { richTextLinks } from '@/domain/richTextLinks'

import { type BlockLookup, fieldLabel, fieldValuesIn, type LeafField } from './fieldValues'
import { isLinkAddress } from './linkAddress'

/** The addresses a shopper can click that a field's value holds: a link address field's text, or the custom links of a rich text. */
export function clickableAddresses(field: LeafField, value: unknown): string[] {
  if (field.type === 'richText') return richTextLinks(value).addresses
  return isLinkAddress(field) && typeof value === 'string' && value !== '' ? [value] : []
}

/** An address in a document, with its field's place as the admin's form labels it ("Layout › Call to action 1 › Action 2 › Link"). */
export type PlacedAddress = { field: string; address: string }

/** Every address a shopper can click in a document, found by the fields' own marks rather than a list of paths. */
export function linkAddressesIn(fields: Field[], data: unknown, lookup: BlockLookup): PlacedAddress[] {
  return fieldValuesIn(fields, data, lookup, (field, value, _path, trail) => {
    // A link in rich text sits in the text, not in a field of its own.
    const place = [...trail, field.type === 'richText' ? `${fieldLabel(field)} (a link in the text)` : fieldLabel(field)].join(' › ')
    return clickableAddresses(field, value).map((address) => ({ field: place, address }))
  })
}
