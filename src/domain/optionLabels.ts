/**
 * Words for stored option values in the admin: a select's value is a code
 * ('general-enquiry', 'in_stock'), and staff read its label.
 */

/** 'general-enquiry' → 'General enquiry'; 'in_stock' → 'In stock'; 'cabChassis' → 'Cab chassis'. */
export function optionLabel(value: string): string {
  const words = value
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Select options whose labels are words, from a list of codes. */
export function readableOptions<T extends string>(values: readonly T[]): { label: string; value: T }[] {
  return values.map((value) => ({ label: optionLabel(value), value }))
}
