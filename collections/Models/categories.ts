import { MODEL_CATEGORIES } from '@/domain/models'

/**
 * The menu categories as stored values. The labels ("Hatch & sedans") are not
 * valid GraphQL enum names, so the database keeps a plain key and pages read
 * the label back.
 */
export const MODEL_CATEGORY_OPTIONS = MODEL_CATEGORIES.filter((category) => category !== 'All Vehicles').map((label) => ({
  label,
  value: label.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, ''),
}))

export function modelCategoryLabel(value: string): string {
  return MODEL_CATEGORY_OPTIONS.find((option) => option.value === value)?.label ?? value
}

export function modelCategoryValue(label: string): string {
  return MODEL_CATEGORY_OPTIONS.find((option) => option.label === label)?.value ?? label
}
