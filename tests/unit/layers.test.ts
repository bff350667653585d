import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LAYERS, layerViolations } from '../../scripts/lib/layers'

/** A small tree laid out like ours, with imports planted that break each rule. */
const PLANTED: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'], '@payload-config': ['./payload.config.ts'], '@collections/*': ['./collections/*'] } } }),
  'payload.config.ts': `import { Leads } from '@collections/Leads'\nexport default { collections: [Leads] }\n`,
  'src/app/page.ts': `export const page = 1\n`,
  // Upward through the alias, written with double quotes.
  'src/domain/rule.ts': `import { page } from "@/app/page"\nexport const rule = page\n`,
  // Upward to the config, the one import the door may make.
  'src/search/engine.ts': `import config from '@payload-config'\nexport const engine = config\n`,
  'src/sites/sitePayload.ts': `import config from '@payload-config'\nimport { page } from '../app/page'\nexport const door = [config, page]\n`,
  'collections/Leads/index.ts': `import { storeLead } from '@/leads/storeLead'\nexport const Leads = { slug: 'leads', storeLead }\n`,
  'src/leads/storeLead.ts': `export const storeLead = 1\n`,
  // One feature reaching into another: through its public module, and past it.
  'src/stock/importStock.ts': `export const importStock = 1\n`,
  'src/leads/notifyStock.ts': `import { importStock } from '../stock/importStock'\nimport { door } from '@/sites/sitePayload'\nexport const notify = [importStock, door]\n`,
  // A loop, and a package the domain may not use.
  'src/domain/a.ts': `import { b } from './b'\nexport const a = () => b\n`,
  'src/domain/b.ts': `import { a } from './a'\nexport const b = () => a\n`,
  'src/domain/impure.ts': `import type { Payload } from 'payload'\nexport type Impure = Payload\n`,
  'src/lib/tags.ts': `import { rule } from '@/domain/rule'\nexport const tags = rule\n`,
}

let root: string
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'layers-'))
  for (const [file, text] of Object.entries(PLANTED)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('imports run one way (dependency-cruiser, every tsconfig alias resolved)', () => {
  it('the app has no import up the layers and no loop', async () => {
    expect(await layerViolations(process.cwd())).toEqual([])
  }, 60_000)

  it('names each planted upward import, loop and impure import', async () => {
    const found = await layerViolations(root)
    expect(found.filter((line) => !line.includes('no-circular')).sort()).toEqual([
      'collections/Leads/index.ts → src/leads/storeLead.ts: no-import-upward-from-collections-and-globals',
      'src/domain/impure.ts → payload: domain-is-pure',
      'src/domain/rule.ts → src/app/page.ts: no-import-upward-from-domain-and-lib',
      'src/leads/notifyStock.ts → src/stock/importStock.ts: features-meet-through-public-modules',
      'src/lib/tags.ts → src/domain/rule.ts: lib-needs-only-node',
      'src/search/engine.ts → payload.config.ts: no-import-upward-from-engines',
      'src/sites/sitePayload.ts → src/app/page.ts: no-import-upward-but-the-named-exception',
    ])
    expect(found.filter((line) => line.includes('no-circular'))).toEqual([expect.stringContaining('(loop: src/domain/a.ts → src/domain/b.ts → src/domain/a.ts)')])
  }, 60_000)

  it('puts every source folder of the app in a layer', async () => {
    const { readdirSync } = await import('node:fs')
    const folders = readdirSync('src', { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'migrations').map((entry) => `src/${entry.name}/x.ts`)
    const unplaced = [...folders, 'collections/X/index.ts', 'globals/X/index.ts'].filter((file) => !LAYERS.some((layer) => layer.paths.some((p) => new RegExp(p).test(file))))
    expect(unplaced).toEqual([])
  })

  it('next.config.ts and the modules it loads import one another by relative path: Next loads the config without the tsconfig aliases', () => {
    const aliased: string[] = []
    const seen = new Set<string>()
    const stack = ['next.config.ts']
    while (stack.length > 0) {
      const file = stack.pop()!
      if (seen.has(file)) continue
      seen.add(file)
      for (const [, spec = ''] of readFileSync(file, 'utf8').matchAll(/^import (?!type )[^\n]*from '([^']+)'/gm)) {
        if (spec.startsWith('@/') || spec.startsWith('@collections/') || spec === '@payload-config') aliased.push(`${file} imports ${spec}`)
        if (!spec.startsWith('.')) continue
        const base = path.join(path.dirname(file), spec)
        const found = ['', '.ts', '.tsx', '/index.ts'].map((ending) => base + ending).find((candidate) => existsSync(candidate) && !candidate.endsWith('/'))
        if (found && /\.tsx?$/.test(found)) stack.push(found)
      }
    }
    expect(seen.size).toBeGreaterThan(3)
    expect(aliased).toEqual([])
  })
})
