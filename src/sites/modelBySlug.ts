import { getSiteModels } from './data/models'
import { specModel } from './modelView'

/** The site's model with this stored slug (the {model slug} of /{model slug}/accessories), or null. */
export async function modelBySlug(siteId: number, slug: string) {
  const models = (await getSiteModels(siteId)).map(specModel)
  return models.find((model) => model.doc.slug === slug) ?? null
}
