import { dealerKindFooter, dealerKindHeader } from './dealerKindMenus'
import type { SiteTemplate } from './newSiteForm'
import type { SiteStart } from './newSiteSeed'

/** What each kind sells: the settings that make it that kind (and so its default home layout, src/domain/blockLayouts.ts). */
const TEMPLATE_SETTINGS: Record<SiteTemplate, Record<string, unknown>> = {
  franchise: {},
  used: { carTypes: ['used'] },
  caravans: { carTypes: ['new', 'used'], itemTypes: ['caravan'] },
  motorcycles: { carTypes: ['new', 'used'], itemTypes: ['motorcycle'] },
  'caravans-motorcycles': { carTypes: ['new', 'used'], itemTypes: ['caravan', 'motorcycle'] },
}

/**
 * What a new site of this kind starts with: its settings and the menus of its
 * kind (dealerKindMenus.ts), each link one the new site answers.
 */
export function templateStart(template: SiteTemplate, dealerName: string): SiteStart {
  return { settings: TEMPLATE_SETTINGS[template], menus: { header: dealerKindHeader(template), footer: dealerKindFooter(template, dealerName) } }
}
