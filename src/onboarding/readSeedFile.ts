import { readFile } from 'node:fs/promises'

import { seedSchema, type SiteSeed } from './seedSchema'

/** A seed file that cannot be used, with a message naming the file, the field and the problem. */
export class SeedFileError extends Error {}

export async function readSeedFile(file: string): Promise<SiteSeed> {
  let raw: string
  try {
    raw = await readFile(file, 'utf8')
  } catch (error) {
    throw new SeedFileError(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`)
  }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch (error) {
    throw new SeedFileError(`${file}: is not valid JSON (${(error as Error).message})`)
  }
  const result = seedSchema.safeParse(json)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(top level)'}: ${issue.message}`)
    throw new SeedFileError(`${file}: ${problems.length} problem${problems.length > 1 ? 's' : ''}\n${problems.join('\n')}`)
  }
  return result.data
}
