import type { Block, Field } from 'payload'

/** One place a field sits in a document: the path a refusal names, and the smallest data that puts a value there. */
export type FieldLocation = { path: string; wrap: (value: unknown) => Record<string, unknown> }

type Wrap = (inner: Record<string, unknown>) => Record<string, unknown>

/**
 * Every place in a field list (groups, rows, collapsibles, tabs, arrays,
 * blocks, at any depth) where a field that `matches` sits, read from the
 * config so a field added later is covered by the tests generated over them.
 */
export function fieldLocations(fields: Field[], blocks: readonly Block[], matches: (field: Field) => boolean, parent = '', wrap: Wrap = (inner) => inner): FieldLocation[] {
  const join = (name: string) => (parent ? `${parent}.${name}` : name)
  return fields.flatMap((field): FieldLocation[] => {
    switch (field.type) {
      case 'group':
        return 'name' in field && field.name ? fieldLocations(field.fields, blocks, matches, join(field.name), (inner) => wrap({ [field.name]: inner })) : fieldLocations(field.fields, blocks, matches, parent, wrap)
      case 'row':
      case 'collapsible':
        return fieldLocations(field.fields, blocks, matches, parent, wrap)
      case 'tabs':
        return field.tabs.flatMap((tab) =>
          'name' in tab && tab.name ? fieldLocations(tab.fields, blocks, matches, join(tab.name), (inner) => wrap({ [tab.name!]: inner })) : fieldLocations(tab.fields, blocks, matches, parent, wrap),
        )
      case 'array':
        return fieldLocations(field.fields, blocks, matches, join(`${field.name}.0`), (inner) => wrap({ [field.name]: [inner] }))
      case 'blocks': {
        const all = [...field.blocks, ...(field.blockReferences ?? []).map((slug) => (typeof slug === 'string' ? blocks.find((block) => block.slug === slug)! : slug))]
        return all.flatMap((block) => fieldLocations(block.fields, blocks, matches, join(`${field.name}.0`), (inner) => wrap({ [field.name]: [{ blockType: block.slug, ...inner }] })))
      }
      default:
        return 'name' in field && matches(field) ? [{ path: join(field.name), wrap: (value) => wrap({ [field.name]: value }) }] : []
    }
  })
}
