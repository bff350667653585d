import configPromise from '@payload-config'
import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { LINK_RULE } from '@/domain/links'
import { guardLinkAddresses, linkAddressProblems } from '@/fields/guardLinkAddresses'
import { httpsOnly, isLinkAddress, linkAddressField } from '@/fields/linkAddress'

const button: Block = { slug: 'button', fields: [{ type: 'row', fields: [{ name: 'label', type: 'text' }, linkAddressField({ name: 'href', required: true })] }] }
const lookup = (slug: string) => (slug === 'button' ? button : undefined)
const sampleFields: Field[] = [
  { name: 'title', type: 'text' },
  linkAddressField({ name: 'link' }),
  { name: 'contact', type: 'group', fields: [linkAddressField({ name: 'facebookUrl' }, httpsOnly)] },
  { type: 'tabs', tabs: [{ name: 'hero', fields: [linkAddressField({ name: 'href' })] }] },
  { name: 'slides', type: 'array', fields: [{ type: 'collapsible', label: 'x', fields: [linkAddressField({ name: 'href' })] }] },
  { name: 'layout', type: 'blocks', blocks: [], blockReferences: ['button'] as never },
  { name: 'content', type: 'richText' },
]

describe('every address a shopper can click is checked wherever it sits', () => {
  it('refuses each bad address with its path: link fields at any depth, and custom links in rich text', () => {
    const bad = 'javascript:alert(1)'
    const data = {
      title: bad,
      link: bad,
      contact: { facebookUrl: bad },
      hero: { href: 'java\tscript:alert(1)' },
      slides: [{ href: '/fine' }, { href: 'data:text/html,x' }],
      layout: [{ blockType: 'button', label: 'Go', href: 'vbscript:x' }],
      content: { root: { children: [{ type: 'paragraph', children: [{ type: 'link', fields: { linkType: 'custom', url: bad }, children: [] }] }] } },
    }
    expect(linkAddressProblems(sampleFields, data, lookup).map((problem) => problem.path)).toEqual(['link', 'contact.facebookUrl', 'hero.href', 'slides.1.href', 'layout.0.href', 'content'])
    expect(linkAddressProblems(sampleFields, data, lookup)[0]!.message).toBe(LINK_RULE)
  })

  it('accepts good addresses and empty ones, and reads only what a save sends', () => {
    expect(linkAddressProblems(sampleFields, { link: '/special-offers', contact: { facebookUrl: '' }, layout: [{ blockType: 'button', href: 'https://example.com' }] }, lookup)).toEqual([])
    expect(linkAddressProblems(sampleFields, { title: 'renamed' }, lookup)).toEqual([])
  })

  it('the field says the same beside itself, with a narrower rule where one applies', () => {
    const validate = (field: Field, value: string) => (field as { validate: (value: string) => unknown }).validate(value)
    expect(validate(sampleFields[1]!, 'javascript:alert(1)')).toBe(LINK_RULE)
    expect(validate(sampleFields[1]!, '/special-offers')).toBe(true)
    expect(validate(linkAddressField({ name: 'facebookUrl' }, httpsOnly), '/facebook')).toBe('Enter a full https:// address')
  })

  it('the plugin guards each collection and global that holds an address, drafts included (a beforeValidate hook)', () => {
    const guarded = guardLinkAddresses({
      collections: [{ slug: 'cards', fields: [linkAddressField({ name: 'link' })] }, { slug: 'notes', fields: [{ name: 'body', type: 'text' }] }],
      globals: [{ slug: 'regulators', fields: [{ name: 'rows', type: 'array', fields: [linkAddressField({ name: 'url' })] }] }],
    } as never)
    expect(guarded.collections!.map((collection) => collection.hooks?.beforeValidate?.length ?? 0)).toEqual([1, 0])
    expect(guarded.globals![0]!.hooks?.beforeValidate).toHaveLength(1)
  })
})

/** Every text field of the real config, with where it sits. */
function textFields(fields: Field[], blocks: Block[], at: string): { at: string; field: Field }[] {
  return fields.flatMap((field) => {
    const here = 'name' in field && field.name ? `${at}.${field.name}` : at
    switch (field.type) {
      case 'text':
        return [{ at: here, field }]
      case 'group':
      case 'row':
      case 'collapsible':
      case 'array':
        return textFields(field.fields, blocks, here)
      case 'tabs':
        return field.tabs.flatMap((tab) => textFields(tab.fields, blocks, 'name' in tab && tab.name ? `${here}.${tab.name}` : here))
      case 'blocks':
        return [...field.blocks, ...(field.blockReferences ?? []).map((slug) => (typeof slug === 'string' ? blocks.find((block) => block.slug === slug)! : slug))].flatMap((block) => textFields(block.fields, blocks, `${here}.${block.slug}`))
      default:
        return []
    }
  })
}

/** Addresses no shopper clicks: the server posts to, or sends a browser back to, these. */
const NOT_CLICKED = ['tenants.settings.leadDelivery.webhook.url', 'local-payments.returnUrl', 'local-payments.cancelUrl']

describe('the class of link fields is closed', () => {
  it('every text field of every collection, block and global named like an address is a link address field', async () => {
    const config = await configPromise
    const blocks = (config.blocks ?? []) as Block[]
    const all = [
      ...config.collections.flatMap((collection) => textFields(collection.fields, blocks, collection.slug)),
      ...config.globals.flatMap((global) => textFields(global.fields, blocks, global.slug)),
    ]
    // Payload's own upload fields (media.url, its sizes) are read-only: staff never type them.
    const typed = all.filter(({ field }) => !(field.admin as { readOnly?: boolean } | undefined)?.readOnly)
    const addresses = typed.filter(({ at }) => /(url|href|link)$/i.test(at) && !NOT_CLICKED.includes(at))
    expect(addresses.length).toBeGreaterThan(10)
    expect(addresses.filter(({ field }) => !isLinkAddress(field as never)).map(({ at }) => at)).toEqual([])
  })
})
