/**
 * Which `where` operators each kind of field takes, where the PostgreSQL
 * adapter can run them. Payload accepts every operator on every field and
 * leaves the database to fail (a 500): `near` on an id, `like` on a date,
 * `all` anywhere (the adapter has no `all`). The lists follow the operators
 * Payload's own admin offers per field type, with the few more the adapter
 * runs too (comparisons on text, `like` on ids, `contains` on fields that
 * hold many values).
 */

export type QueriedKind = 'text' | 'number' | 'date' | 'checkbox' | 'choice' | 'relationship' | 'polymorphic' | 'json' | 'json key' | 'point' | 'blockType'

/** A field a `where` path ends at: its kind, whether it holds many values, and for a block type, the block types there are. */
export type QueriedField = { kind: QueriedKind; hasMany?: boolean; blockTypes?: readonly string[] }

const EQUALITY = ['equals', 'not_equals', 'in', 'not_in', 'exists']
const COMPARISON = ['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']

const OPERATORS: Record<QueriedKind, readonly string[]> = {
  text: [...EQUALITY, ...COMPARISON, 'like', 'not_like', 'contains'],
  // `like` on an id or a number is read as `equals` by the adapter (the admin's list search sends it).
  number: [...EQUALITY, ...COMPARISON, 'like'],
  date: [...EQUALITY, ...COMPARISON],
  checkbox: EQUALITY,
  choice: EQUALITY,
  relationship: [...EQUALITY, 'like'],
  // A link to one of several collections is matched on a {relationTo, value} pair, or through its two parts.
  polymorphic: ['equals'],
  json: EQUALITY,
  'json key': ['equals', 'not_equals', 'like', 'not_like', 'exists'],
  point: [...EQUALITY, ...COMPARISON, 'near', 'within', 'intersects'],
  // Only "has a block of this type": the adapter reads every operator so, and other values fail.
  blockType: ['equals'],
}

/** The operators a field takes: its kind's, and `contains` (one of its values) on a field holding many. */
export function operatorsFor(field: QueriedField): readonly string[] {
  return field.hasMany ? [...OPERATORS[field.kind], 'contains'] : OPERATORS[field.kind]
}

const isPair = (value: unknown) => typeof value === 'object' && value !== null && 'relationTo' in value && 'value' in value

/** Why `operator` with `value` cannot be used on the field at `path`, in words a person can act on; null when it can. */
export function whereRefusal(path: string, field: QueriedField, operator: string, value: unknown): string | null {
  const allowed = operatorsFor(field)
  // A `contains` with a where of its own asks about the linked document (Payload's nested relationship query).
  if (operator === 'contains' && field.kind === 'relationship' && typeof value === 'object' && value !== null) return null
  if (!allowed.includes(operator)) return `The operator '${operator}' cannot be used on the field '${path}'. Use one of: ${allowed.join(', ')}.`
  if (field.kind === 'polymorphic' && !isPair(value)) {
    return `The field '${path}' links to more than one collection: match it with equals and a {relationTo, value} pair, or query '${path}.value' and '${path}.relationTo'.`
  }
  if (field.kind === 'blockType' && !field.blockTypes?.includes(String(value))) {
    return `'${String(value)}' is not a block type of '${path.replace(/\.blockType$/, '')}'. Use one of: ${(field.blockTypes ?? []).join(', ')}.`
  }
  return null
}
