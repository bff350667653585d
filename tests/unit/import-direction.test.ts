import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Imports run one way: routes (src/app) → components → features → domain and
 * engines. Read from the sources, so a wrong-way import fails here rather than
 * in review.
 */
const SRC = path.resolve('src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** Every module a file imports, with `@/` and relative paths resolved to paths under src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map(([, spec = '']) => {
    if (spec.startsWith('@/')) return path.relative(SRC, path.join(SRC, spec.slice(2)))
    if (spec.startsWith('.')) return path.relative(SRC, path.resolve(path.dirname(file), spec))
    return spec
  })
}

/** The imports `allowed` refuses, of every file under `dirs` (folders of src/, or `../<folder>` for the collections and globals beside it). */
function wrongWay(dirs: string[], allowed: (target: string) => boolean): string[] {
  return dirs
    .flatMap((dir) => sourceFiles(path.join(SRC, dir)))
    .flatMap((file) => importsOf(file).filter((target) => !allowed(target)).map((target) => `${path.relative(SRC, file)} imports ${target}`))
}

const under = (target: string, ...dirs: string[]) => dirs.some((dir) => target === dir || target.startsWith(dir + '/'))
const LAYERS_ABOVE_FEATURES = ['app', 'components', 'blocks']
const FEATURES = readdirSync(SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !LAYERS_ABOVE_FEATURES.includes(entry.name))
  .map((entry) => entry.name)

describe('imports run one way', () => {
  it('the domain and src/lib are pure: luxon, zod and node built-ins, and nothing of the app but the search attributes', () => {
    const pure = (target: string) =>
      ['luxon', 'zod'].includes(target) || target.startsWith('node:') || under(target, 'domain', 'lib', 'search/attributes')
    expect(wrongWay(['domain', 'lib'], pure)).toEqual([])
  })

  it('src/lib needs nothing but node built-ins', () => {
    expect(wrongWay(['lib'], (target) => target.startsWith('node:') || under(target, 'lib'))).toEqual([])
  })

  it('nothing below the routes imports a route, and no feature or engine imports a component', () => {
    expect(wrongWay(['components', 'blocks', ...FEATURES], (target) => !under(target, 'app'))).toEqual([])
    expect(wrongWay(FEATURES, (target) => !under(target, 'components', 'blocks'))).toEqual([])
  })

  it('collections and globals import no route', () => {
    expect(wrongWay(['../collections', '../globals'], (target) => !under(target, 'app'))).toEqual([])
  })
})
