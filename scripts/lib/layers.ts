import { existsSync } from 'node:fs'
import { registerHooks } from 'node:module'
import path from 'node:path'

import type { ICruiseOptions, IForbiddenRuleType, IViolation } from 'dependency-cruiser'

/** The feature folders of src/: each a piece of the product, above the collections it acts on. */
const FEATURES = ['sites', 'leads', 'reservations', 'shoppers', 'stock', 'stock-demo', 'onboarding', 'reviews', 'staff', 'tradeIn', 'dashboard']

/**
 * What a feature offers the others: a feature imports another only through
 * these modules (folders end in /). Pages and features read site data
 * through src/sites; onboarding builds a site from the stock import, the
 * demo stock's art, staff invitations and the postcode table; its stock step
 * tries a feed through the importer's rules (feedTrial).
 */
export const FEATURE_PUBLIC_MODULES = [
  'src/sites/sitePayload.ts',
  'src/sites/siteCall.ts',
  'src/sites/data/',
  'src/sites/locationView.ts',
  'src/stock/runImport.ts',
  'src/stock/importSummary.ts',
  'src/stock/importTarget.ts',
  'src/stock/feedTrial.ts',
  'src/stock-demo/catalogue.ts',
  'src/stock-demo/photos.ts',
  'src/stock-demo/profile.ts',
  'src/stock-demo/render/',
  'src/staff/inviteStaff.ts',
  'src/tradeIn/postcodeLocation.ts',
  'src/reservations/reservationRows.ts',
]

/**
 * The layers of the app, top to bottom. A module may import its own layer and
 * the layers below it, never one above. Paths are regular expressions over
 * paths from the repository root.
 */
export const LAYERS = [
  { name: 'routes', paths: ['^src/app/', '^src/proxy\\.ts$', '^payload\\.config\\.ts$', '^next\\.config\\.ts$'] },
  // A block's config (and the list of them) is part of the Pages collection's fields; its component renders above.
  { name: 'components and blocks', paths: ['^src/components/', '^src/blocks/(?!index\\.ts$|fields\\.ts$|[^/]+/config\\.ts$)'] },
  { name: 'features', paths: [`^src/(${FEATURES.join('|')})/`] },
  { name: 'collections and globals', paths: ['^collections/', '^globals/', '^src/hooks/', '^src/blocks/(index|fields)\\.ts$', '^src/blocks/[^/]+/config\\.ts$'] },
  { name: 'engines', paths: ['^src/(search|payments|email|jobs)/'] },
  { name: 'infrastructure', paths: ['^src/(server|access|fields|preview)/'] },
  { name: 'domain and lib', paths: ['^src/(domain|lib)/', '^src/payload-types\\.ts$'] },
] as const

/**
 * Imports that run up on purpose, each with its reason (docs/architecture.md
 * lists them too). A module named here may import what it names and nothing
 * else above its layer.
 */
export const LAYER_EXCEPTIONS = [
  {
    module: 'src/sites/sitePayload.ts',
    imports: 'payload.config.ts',
    reason: 'Payload starts from its config, which imports every collection: pages and features reach Payload through this one door',
  },
] as const

/** What the check reads: the app's sources and the two configs at the root (scripts and tests sit above every layer). */
export const LAYERED_SOURCES = ['src', 'collections', 'globals', 'payload.config.ts', 'next.config.ts']

const exactly = (file: string) => `^${file.replaceAll('.', '\\.')}$`
const layerOf = (file: string) => LAYERS.findIndex((layer) => layer.paths.some((pattern) => new RegExp(pattern).test(file)))

function layerRules(): IForbiddenRuleType[] {
  return LAYERS.slice(1).map((layer, index) => ({
    name: `no-import-upward-from-${layer.name.replaceAll(' ', '-')}`,
    comment: `${layer.name} may import only its own layer and those below: ${LAYERS.slice(index + 2).map((below) => below.name).join(', ') || 'nothing else'}`,
    severity: 'error',
    from: { path: [...layer.paths], pathNot: LAYER_EXCEPTIONS.map((exception) => exactly(exception.module)) },
    to: { path: LAYERS.slice(0, index + 1).flatMap((above) => above.paths) },
  }))
}

/** A module with an exception is held to every layer above it but the one module it names. */
function exceptionRules(): IForbiddenRuleType[] {
  return LAYER_EXCEPTIONS.map((exception) => ({
    name: 'no-import-upward-but-the-named-exception',
    comment: exception.reason,
    severity: 'error',
    from: { path: exactly(exception.module) },
    to: { path: LAYERS.slice(0, layerOf(exception.module)).flatMap((above) => above.paths), pathNot: exactly(exception.imports) },
  }))
}

export const LAYER_RULES: IForbiddenRuleType[] = [
  ...layerRules(),
  ...exceptionRules(),
  {
    name: 'features-meet-through-public-modules',
    comment: 'a feature imports another only through the modules it offers (FEATURE_PUBLIC_MODULES)',
    severity: 'error',
    from: { path: `^src/(${FEATURES.join('|')})/` },
    to: {
      path: `^src/(${FEATURES.join('|')})/`,
      pathNot: ['^src/$1/', ...FEATURE_PUBLIC_MODULES.map((module) => (module.endsWith('/') ? `^${module}` : exactly(module)))],
    },
  },
  {
    name: 'domain-is-pure',
    comment: 'business rules are pure functions: of packages, only luxon and zod',
    severity: 'error',
    from: { path: '^src/domain/' },
    // The app's own modules are the layer rules' business; here, packages.
    to: { dependencyTypesNot: ['core'], pathNot: ['^(src|collections|globals)/', '\\.config\\.ts$', '(^|/)node_modules/(luxon|zod|@types/luxon)/'] },
  },
  {
    name: 'lib-needs-only-node',
    comment: 'src/lib holds small utilities with no business rule: node built-ins and itself',
    severity: 'error',
    from: { path: '^src/lib/' },
    to: { pathNot: '^src/lib/', dependencyTypesNot: ['core'] },
  },
  { name: 'no-circular', comment: 'modules that import each other, directly or around a loop', severity: 'error', from: {}, to: { circular: true } },
]

/**
 * dependency-cruiser parses TypeScript through TypeScript's JavaScript API,
 * which TypeScript 7 no longer has; TypeScript 6, installed beside it as
 * `@typescript/typescript6`, is handed to dependency-cruiser alone.
 */
let typescript6Given = false
function giveTypescript6ToDependencyCruiser() {
  if (typescript6Given) return
  typescript6Given = true
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const asksForTypescript = specifier === 'typescript' || specifier.startsWith('typescript/')
      if (asksForTypescript && context.parentURL?.includes('/node_modules/dependency-cruiser/')) return nextResolve(`@typescript/typescript6${specifier.slice('typescript'.length)}`, context)
      return nextResolve(specifier, context)
    },
  })
}

/** Every import that breaks a layer rule or closes a loop, under `baseDir`, as `from → to (rule)` lines. */
export async function layerViolations(baseDir: string, sources: string[] = LAYERED_SOURCES): Promise<string[]> {
  giveTypescript6ToDependencyCruiser()
  const { cruise } = await import('dependency-cruiser')
  const options: ICruiseOptions = {
    baseDir,
    validate: true,
    ruleSet: { forbidden: LAYER_RULES },
    tsConfig: { fileName: path.join(baseDir, 'tsconfig.json') },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^src/migrations/', '^node_modules/', '^\\.next/'] },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], conditionNames: ['import', 'require', 'node', 'default'] },
  }
  const result = await cruise(sources.filter((source) => existsSync(path.join(baseDir, source))), options)
  if (typeof result.output === 'string') throw new Error(result.output)
  const unparsed = result.output.summary.totalCruised === 0 ? ['nothing was read: are the sources there?'] : []
  return [...unparsed, ...result.output.summary.violations.map(describeViolation)]
}

function describeViolation(violation: IViolation): string {
  const loop = violation.cycle?.length ? ` (loop: ${[violation.from, ...violation.cycle.map((step) => step.name)].join(' → ')})` : ''
  return `${violation.from} → ${violation.to}: ${violation.rule.name}${loop}`
}
