import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string }; devDependencies: Record<string, string> }

describe('the project runs on the Node it pins', () => {
  it('npm scripts run the pinned node package, a Node 24 LTS release, and engines says so', () => {
    const pinned = manifest.devDependencies.node
    expect(pinned).toMatch(/^24\.\d+\.\d+$/)
    expect(process.versions.node).toBe(pinned)
    expect(manifest.engines.node).toBe('>=24.11 <25')
  })

  it('@types/node follows the runtime’s major version', () => {
    const types = JSON.parse(readFileSync('node_modules/@types/node/package.json', 'utf8')) as { version: string }
    expect(types.version.split('.')[0]).toBe(process.versions.node.split('.')[0])
  })
})
