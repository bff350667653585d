import type { Model as SpecModel } from '@/domain/models'
import type { Model } from '@/payload-types'
import { modelCategoryLabel } from '@collections/Models/categories'

/** The spec's field names for a stored model: its menu categories become manufacturer_body, 2 and 3. */
export function specModel(model: Model): SpecModel & { doc: Model } {
  const [first, second, third] = (model.categories ?? []).map(modelCategoryLabel)
  return {
    doc: model,
    id: model.id,
    name: model.name,
    slug: model.slug,
    description: model.description,
    manufacturer_body: first ?? null,
    manufacturer_body2: second ?? null,
    manufacturer_body3: third ?? null,
    status: model.status,
    fuel: model.fuel,
    override_url: model.overrideUrl,
    body: model.body,
    manufacturer_name: model.manufacturer,
    accessories_count: model.accessories?.length ?? 0,
  }
}
