import { ValidationError, type CollectionBeforeValidateHook, type Config, type Field, type GlobalBeforeValidateHook, type PayloadRequest } from 'payload'

import { linkProblem } from '@/domain/links'

import { type BlockLookup, fieldValuesIn, hasFieldWhere } from './fieldValues'
import { isLinkAddress } from './linkAddress'
import { clickableAddresses } from './linkAddressesIn'

type Problem = { path: string; message: string }

/** Every address in the data that breaks the link rule: link address fields, and custom links in rich text. */
export function linkAddressProblems(fields: Field[], data: unknown, lookup: BlockLookup): Problem[] {
  return fieldValuesIn(fields, data, lookup, (field, value, path): Problem[] =>
    clickableAddresses(field, value).flatMap((address) => {
      const message = linkProblem(address)
      return message ? [{ path, message }] : []
    }),
  )
}

const holdsAddresses = (fields: Field[], lookup: BlockLookup) => hasFieldWhere(fields, lookup, (field) => field.type === 'richText' || isLinkAddress(field))

function refuse(fields: Field[], data: unknown, lookup: BlockLookup, where: { collection?: string; global?: string }, t: PayloadRequest['t']) {
  const errors = linkAddressProblems(fields, data, lookup)
  if (errors.length > 0) throw new ValidationError({ ...where, errors }, t)
}

/**
 * Plugin: every address a shopper can click (each linkAddressField and each
 * custom link in rich text, in every collection and global) follows the one
 * link rule on every save. It runs before validation, so drafts, which
 * Payload saves without validating fields, are held to it too.
 */
export function guardLinkAddresses(config: Config): Config {
  const lookup: BlockLookup = (slug) => config.blocks?.find((block) => block.slug === slug)
  const collectionGuard: CollectionBeforeValidateHook = ({ collection, data, req }) => {
    refuse(collection.fields, data, lookup, { collection: collection.slug }, req.t)
    return data
  }
  const globalGuard: GlobalBeforeValidateHook = ({ global, data, req }) => {
    refuse(global.fields, data, lookup, { global: global.slug }, req.t)
    return data
  }
  return {
    ...config,
    collections: (config.collections ?? []).map((collection) =>
      holdsAddresses(collection.fields, lookup) ? { ...collection, hooks: { ...collection.hooks, beforeValidate: [...(collection.hooks?.beforeValidate ?? []), collectionGuard] } } : collection,
    ),
    globals: (config.globals ?? []).map((global) =>
      holdsAddresses(global.fields, lookup) ? { ...global, hooks: { ...global.hooks, beforeValidate: [...(global.hooks?.beforeValidate ?? []), globalGuard] } } : global,
    ),
  }
}
