import { afterEach, describe, expect, it, vi } from 'vitest'

import { styleguideIsOpen } from '../../src/components/ui/styleguideIsOpen'

describe('the styleguide', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is closed in production', () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('FORECOURT_STYLEGUIDE', '')
    expect(styleguideIsOpen()).toBe(false)
  })

  it('is open in development and in the test servers', () => {
    vi.stubEnv('NODE_ENV', 'development')
    expect(styleguideIsOpen()).toBe(true)
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('FORECOURT_STYLEGUIDE', '1')
    expect(styleguideIsOpen()).toBe(true)
  })
})
