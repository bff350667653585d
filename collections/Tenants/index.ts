import type { CollectionConfig } from 'payload'
import { IANAZone } from 'luxon'

import { platformAdminOnly } from '@/access/roles'
import { streetAddressFields } from '@/fields/address'
import { SITE_SLUG_PATTERN } from '@/domain/host'
import { ABN_PATTERN } from '@/domain/legalPages'
import { SITE_LOGO_LIMITS } from '@/domain/siteLogo'
import { brandColourRefusal, type CheckedBrandColour } from '@/domain/contrast'
import { DENSITY_KEYS, FONT_KEYS, FONT_NAMES, HEX_COLOUR_PATTERN, RADIUS_KEYS } from '@/domain/theme'
import { httpsOnly, linkAddressField } from '@/fields/linkAddress'
import { expireSitePages } from '@/hooks/revalidateSiteData'


import { readSites } from './access'
import { brandLockedField, refuseAgencyFieldChanges, withBrandSelfService } from './brandSelfService'
import { marketingGroup } from './marketingFields'
import { checkLogoSize } from './hooks/checkLogoSize'
import { siteLinkCheck } from './linkCheck'
import { normaliseDomains } from './hooks/normaliseDomains'
import { validateSettings } from './hooks/validateSettings'
import { withSecretFieldsHidden } from './secretFieldAccess'
import { settingsFields } from './settingsFields'
import { siteOwnImages } from './ownImages'

/**
 * A brand colour, picked or typed as hex. The primary and secondary colours
 * carry text on the site, so a new value must reach WCAG AA against it
 * (brandColourRefusal); a stored colour is not refused again until changed.
 */
const colour = (name: string, label: string, checked?: CheckedBrandColour) => ({
  name,
  label,
  type: 'text' as const,
  admin: { components: { Field: { path: '@/components/admin/BrandColourField#BrandColourField', clientProps: { checked } } } },
  validate: (value: string | null | undefined, { previousValue }: { previousValue?: unknown }) => {
    if (!value) return true
    if (!HEX_COLOUR_PATTERN.test(value)) return 'Enter a hex colour such as #eb0a1e, or pick one'
    return (checked && value !== previousValue && brandColourRefusal(checked, value)) || true
  },
})

/** A social page link: an https address, or nothing. */
const socialUrl = (name: string, label: string) => linkAddressField({ name, label: `${label} page` }, httpsOnly)

const fontOptions = FONT_KEYS.map((key) => ({ label: FONT_NAMES[key], value: key }))

/**
 * One document per dealer website. Only platform admins create sites. A
 * site's settings decide features for the dealer's shoppers, so dealer
 * editors may read their own site and change only its brand and contact
 * details (brandSelfService.ts), unless its agency locks those too.
 */
export const Tenants: CollectionConfig = {
  slug: 'tenants',
  labels: { singular: 'Dealer site', plural: 'Dealer sites' },
  // Stable GraphQL names, independent of the admin labels.
  graphQL: { singularName: 'Tenant', pluralName: 'Tenants' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'timeZone', 'updatedAt'],
    // Beside the dealerships and locations rather than in Platform, which dealer editors never see: an editor reads their own site's settings here.
    group: 'Dealer network',
    components: { beforeListTable: ['@/components/admin/NewDealerSiteLink#NewDealerSiteLink'] },
  },
  access: {
    read: readSites,
    create: platformAdminOnly,
    // Their own sites only; which fields, brandSelfService.ts decides.
    update: readSites,
    delete: platformAdminOnly,
  },
  hooks: {
    beforeOperation: [refuseAgencyFieldChanges],
    beforeValidate: [normaliseDomains, validateSettings, checkLogoSize],
    afterChange: [expireSitePages.afterChange],
    afterDelete: [expireSitePages.afterDelete],
  },
  // The site's links that lead nowhere or fail, for the dashboard.
  endpoints: [{ path: '/:id/link-check', method: 'get', handler: siteLinkCheck }],
  fields: withBrandSelfService(withSecretFieldsHidden([
    brandLockedField,
    { name: 'exportSeed', type: 'ui', admin: { position: 'sidebar', components: { Field: '@/components/admin/ExportSeedLink#ExportSeedLink' } } },
    { name: 'name', type: 'text', required: true, admin: { description: 'The dealer name shoppers see.' } },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Short lowercase name in the site’s working address, e.g. perth-toyota. Shoppers see the domains below once they are set.' },
      validate: (value: string | null | undefined) =>
        value && SITE_SLUG_PATTERN.test(value) ? true : 'Use lowercase letters, digits and hyphens, e.g. perth-toyota',
    },
    {
      name: 'domains',
      type: 'array',
      admin: { description: 'Public domains of this site, e.g. perthtoyota.com.au. www. and ports are ignored.' },
      fields: [{ name: 'domain', type: 'text', required: true, unique: true }],
    },
    {
      name: 'timeZone',
      label: 'Time zone',
      type: 'text',
      required: true,
      defaultValue: 'Australia/Sydney',
      admin: { description: 'Where the dealer is, written as Australia/ and the city, e.g. Australia/Perth. Opening hours and scheduled times use it.' },
      validate: (value: string | null | undefined) =>
        value && IANAZone.isValidZone(value) ? true : 'Enter the time zone as Australia/ and a capital city, e.g. Australia/Perth or Australia/Brisbane',
    },
    {
      name: 'theme',
      type: 'group',
      fields: [
        { name: 'logo', type: 'upload', relationTo: 'media', filterOptions: siteOwnImages, admin: { description: `At most ${SITE_LOGO_LIMITS.longSidePx} px on its long side and ${SITE_LOGO_LIMITS.bytes / 2 ** 20} MB.` } },
        {
          type: 'row',
          fields: [
            colour('primaryColour', 'Primary colour', 'primaryColour'),
            colour('secondaryColour', 'Secondary colour', 'secondaryColour'),
            colour('accentColour', 'Accent colour'),
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'headingFont', type: 'select', options: fontOptions, admin: { description: 'Fonts already on the visitor\u2019s device, so pages never wait for one to download.' } },
            { name: 'bodyFont', type: 'select', options: fontOptions },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'radius',
              label: 'Corners',
              type: 'select',
              defaultValue: 'soft',
              options: RADIUS_KEYS.map((key) => ({ label: key, value: key })),
              admin: { description: 'How rounded buttons, cards and photos are.' },
            },
            {
              name: 'density',
              type: 'select',
              defaultValue: 'comfortable',
              options: DENSITY_KEYS.map((key) => ({ label: key, value: key })),
              admin: { description: 'Compact puts less space inside cards and sections.' },
            },
          ],
        },
      ],
    },
    {
      name: 'contact',
      type: 'group',
      admin: { description: 'The platform privacy policy and terms name the legal entity, ABN, address, phone and email; the footer links the social pages.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'legalName', type: 'text', admin: { description: 'The company behind the dealer name, e.g. Swan River Motors Pty Ltd. Empty: the dealer name.' } },
            { name: 'abn', label: 'ABN', type: 'text', validate: (value: string | null | undefined) => (!value || ABN_PATTERN.test(value) ? true : 'Enter the 11-digit ABN, e.g. 51 824 753 556') },
          ],
        },
        { type: 'row', fields: [{ name: 'phone', type: 'text' }, { name: 'email', type: 'email' }] },
        ...streetAddressFields(),
        { type: 'row', fields: [socialUrl('facebookUrl', 'Facebook'), socialUrl('instagramUrl', 'Instagram')] },
        { type: 'row', fields: [socialUrl('youtubeUrl', 'YouTube'), socialUrl('linkedinUrl', 'LinkedIn')] },
      ],
    },
    marketingGroup,
    {
      name: 'settings',
      type: 'group',
      admin: { description: 'Feature switches. Leave a field empty to use the platform default named under it.' },
      fields: settingsFields,
    },
  ])),
}
