import type { SiteTemplate } from './newSiteForm'
import type { SiteStart } from './newSiteSeed'

/**
 * What each kind of new site starts with: the settings that make it that kind
 * (and so its default home layout, src/domain/blockLayouts.ts) and its menu
 * presets (menuPresets.ts); the site keeps only the preset links it answers.
 */
export const TEMPLATE_STARTS: Record<SiteTemplate, SiteStart> = {
  franchise: { settings: {}, menus: { header: 'toyota-default', footer: 'default-footer' } },
  used: { settings: { carTypes: ['used'] }, menus: { header: 'generic', footer: 'default-footer' } },
  'caravans-motorcycles': { settings: { carTypes: ['new', 'used'], itemTypes: ['caravan', 'motorcycle'] }, menus: { header: 'generic', footer: 'default-footer' } },
}
