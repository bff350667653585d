/**
 * URL slugs of vehicles, with the platform's one slug rule (src/domain/models.ts):
 * lower-case letters, digits and single hyphens, accents folded.
 */
import { slugify } from '@/domain/models'

type SlugParts = { slug?: string | null; year?: number | null; make: string; model: string; badge?: string | null; id: string }

/** The feed's own slug when it has one; otherwise `{year}-{make}-{model}-{badge}-{id}`, leaving out what the record lacks. */
export function vehicleSlug(car: SlugParts): string {
  const given = car.slug ? slugify(car.slug) : ''
  if (given) return given
  return slugify([car.year, car.make, car.model, car.badge, car.id].filter((part) => part !== null && part !== undefined && part !== '').join(' '))
}
