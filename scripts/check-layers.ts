import { layerViolations } from './lib/layers'

/** Fails, naming each import, when an import runs up the layers or closes a loop (docs/architecture.md). */
const violations = await layerViolations(process.cwd())
for (const line of violations) console.error(`✗ ${line}`)
console.log(violations.length ? `${violations.length} imports break the layers` : '✓ imports run one way, with no loops')
process.exit(violations.length ? 1 : 0)
