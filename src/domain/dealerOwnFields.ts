import { DEFAULT_SITE_SETTINGS } from './site-settings'

/**
 * Which fields of a dealer site (the `tenants` document) belong to that dealer
 * alone: its identity (name, domains, contact, ABN) and its integrations (where
 * its leads go, where its stock comes from). Every other field is presentation,
 * structure or a switch, which any site may share.
 *
 * This one list decides three things:
 * - a copied site never takes a dealer-own field (copiedSiteStart);
 * - a `secret` field is read and written by platform admins only, in the admin
 *   and both APIs (collections/Tenants);
 * - a seed export writes SECRET_PLACEHOLDER instead of a secret, and onboarding
 *   refuses a seed that still holds it (exportSeed.ts, seedSchema.ts).
 *
 * Paths are dotted from the document root and read the same in a seed's `site`
 * (settings, contact, theme and domains have one shape in both).
 */

/**
 * - `value`: the whole value is a secret.
 * - `url`: an address that may carry credentials (user:password@, a token in
 *   its query); editors never read it and an export keeps it without them.
 */
export type SecretKind = 'value' | 'url'

export type DealerOwnField = {
  path: string
  /** What a site copied from this one still needs, in the admin's words; fields with one `need` are named once. */
  need: string
  secret?: SecretKind
  /** The new site form asks for it, so a copy never lacks it. */
  onNewSiteForm?: true
}

const form = { onNewSiteForm: true } as const

export const DEALER_OWN_FIELDS: readonly DealerOwnField[] = [
  { path: 'name', need: 'name', ...form },
  { path: 'slug', need: 'slug', ...form },
  { path: 'domains', need: 'domains', ...form },
  { path: 'timeZone', need: 'time zone', ...form },
  { path: 'theme.logo', need: 'logo', ...form },
  { path: 'theme.primaryColour', need: 'colours', ...form },
  { path: 'theme.secondaryColour', need: 'colours', ...form },
  { path: 'theme.accentColour', need: 'colours', ...form },
  { path: 'contact.legalName', need: 'legal name', ...form },
  { path: 'contact.abn', need: 'ABN', ...form },
  { path: 'contact.phone', need: 'phone', ...form },
  { path: 'contact.email', need: 'email', ...form },
  { path: 'contact.street', need: 'address', ...form },
  { path: 'contact.city', need: 'address', ...form },
  { path: 'contact.state', need: 'address', ...form },
  { path: 'contact.postcode', need: 'address', ...form },
  { path: 'contact.facebookUrl', need: 'social page links' },
  { path: 'contact.instagramUrl', need: 'social page links' },
  { path: 'contact.youtubeUrl', need: 'social page links' },
  { path: 'contact.linkedinUrl', need: 'social page links' },
  { path: 'settings.phoneNumbers.new', need: 'phone numbers per car type' },
  { path: 'settings.phoneNumbers.used', need: 'phone numbers per car type' },
  { path: 'settings.phoneNumbers.demo', need: 'phone numbers per car type' },
  { path: 'settings.externalLinksBaseDomain', need: 'domain of external links' },
  // The filter and the count name the dealer's own stock (e.g. dealership_id:12).
  { path: 'settings.searchFilter', need: 'stock search filter' },
  { path: 'settings.stockCountOverride', need: 'stock count shown' },
  { path: 'settings.stockFeed.source', need: 'stock feed', secret: 'url' },
  // A schedule without the dealer's feed would import nothing; full or delta is how that feed is written.
  { path: 'settings.stockFeed.schedule', need: 'stock feed' },
  { path: 'settings.stockFeed.mode', need: 'stock feed' },
  // A demo site's free test holds must never come along to a real dealer's copy.
  { path: 'settings.reserveOnline.testPayments', need: 'deposit payments' },
  { path: 'settings.leadDelivery.intake', need: 'lead intake emails' },
  { path: 'settings.leadDelivery.adf', need: 'ADF copy of leads' },
  { path: 'settings.leadDelivery.webhook.url', need: 'lead webhook', secret: 'url' },
  { path: 'settings.leadDelivery.webhook.secret', need: 'lead webhook', secret: 'value' },
]

/** The secret-bearing fields: hidden from dealer editors, never exported as they are. */
export const SECRET_FIELDS = DEALER_OWN_FIELDS.filter((field): field is DealerOwnField & { secret: SecretKind } => field.secret !== undefined)

/** Written by a seed export instead of a secret; onboarding refuses a seed until each one is replaced. */
export const SECRET_PLACEHOLDER = '<replace: secret left out of the export>'

/** Query parameters whose value is a credential, e.g. ?token=, ?api_key=, ?sig=. */
const CREDENTIAL_PARAMETER = /secret|password|passwd|pass|pwd|token|key|credential|auth|sig|session/i

/** An address with its credentials (user:password@, credential-named query values) replaced by SECRET_PLACEHOLDER; anything else unchanged. */
export function withoutCredentials(address: string): string {
  const match = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*@)?([^?#]*)(\?[^#]*)?(#.*)?$/i.exec(address)
  if (!match) return address
  const [, scheme, userInfo, rest, query, fragment] = match
  const parameters = query
    ? `?${query
        .slice(1)
        .split('&')
        .map((pair) => {
          const at = pair.indexOf('=')
          const name = at < 0 ? pair : pair.slice(0, at)
          return at >= 0 && CREDENTIAL_PARAMETER.test(name) ? `${name}=${SECRET_PLACEHOLDER}` : pair
        })
        .join('&')}`
    : ''
  return `${scheme}${userInfo ? `${SECRET_PLACEHOLDER}@` : ''}${rest}${parameters}${fragment ?? ''}`
}

type Tree = Record<string, unknown>
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value)

function valueAt(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (isTree(node) ? node[key] : undefined), tree)
}

/** Set, as a site stores it: not null, blank or an empty list. */
function isSet(value: unknown): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  if (isTree(value)) return Object.values(value).some(isSet)
  return true
}

/** Set to something else than the platform default: a site that states the default has nothing of its own there. */
function isOwnValue(site: unknown, path: string): boolean {
  const value = valueAt(site, path)
  if (!isSet(value)) return false
  return !path.startsWith('settings.') || JSON.stringify(value) !== JSON.stringify(valueAt(DEFAULT_SITE_SETTINGS, path.slice('settings.'.length)))
}

/** `tree` without the groups a removal left empty. */
function withoutEmptyGroups(tree: Tree): Tree {
  return Object.fromEntries(
    Object.entries(tree)
      .map(([key, value]) => [key, isTree(value) ? withoutEmptyGroups(value) : value] as const)
      .filter(([, value]) => !isTree(value) || Object.keys(value).length > 0),
  )
}

/** A copy of `tree` with the value at each path changed by `change` (removed when it gives undefined); missing paths are left alone. */
function changedAt(tree: Tree, paths: readonly string[], change: (value: unknown, path: string) => unknown): Tree {
  const copy = structuredClone(tree)
  for (const path of paths) {
    const keys = path.split('.')
    const holder = keys.length === 1 ? copy : valueAt(copy, keys.slice(0, -1).join('.'))
    const key = keys.at(-1)!
    if (!isTree(holder) || !(key in holder)) continue
    const next = change(holder[key], path)
    if (next === undefined) delete holder[key]
    else holder[key] = next
  }
  return copy
}

const settingsPaths = (fields: readonly DealerOwnField[]) => fields.filter((field) => field.path.startsWith('settings.')).map((field) => field.path.slice('settings.'.length))

/** A site's settings without any dealer-own setting: what a copied site takes. */
export function sharedSettings(settings: Tree): Tree {
  return withoutEmptyGroups(changedAt(settings, settingsPaths(DEALER_OWN_FIELDS), () => undefined))
}

/** A site's settings as an export writes them: each set secret replaced by SECRET_PLACEHOLDER, each address without its credentials. */
export function exportableSettings(settings: Tree): Tree {
  const kinds = new Map(SECRET_FIELDS.map((field) => [field.path.slice('settings.'.length), field.secret]))
  return changedAt(settings, settingsPaths(SECRET_FIELDS), (value, path) => {
    if (typeof value !== 'string' || value === '') return value
    return kinds.get(path) === 'url' ? withoutCredentials(value) : SECRET_PLACEHOLDER
  })
}

/** What a site copied from `site` still needs (set on the original, not asked by the new site form), each named once. */
export function copyStillNeeds(site: Tree): string[] {
  const needs = DEALER_OWN_FIELDS.filter((field) => !field.onNewSiteForm && isOwnValue(site, field.path)).map((field) => field.need)
  return [...new Set(needs)]
}

/** The paths (as key lists) of every text in `value` that holds SECRET_PLACEHOLDER. */
export function placeholderPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return value.includes(SECRET_PLACEHOLDER) ? [at] : []
  if (Array.isArray(value)) return value.flatMap((item, index) => placeholderPaths(item, [...at, index]))
  if (isTree(value)) return Object.entries(value).flatMap(([key, item]) => placeholderPaths(item, [...at, key]))
  return []
}
