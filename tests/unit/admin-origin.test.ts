import { describe, expect, it } from 'vitest'

import { maskSignInCodes, MASKED_CODE } from '../../src/domain/outbox'
import { adminOrigin } from '@/access/adminOrigin'

describe('the admin origin of links in staff emails comes from configuration only', () => {
  it('PUBLIC_ADMIN_URL first (its origin), else the first platform host over https, else this machine', () => {
    expect(adminOrigin({ PUBLIC_ADMIN_URL: 'https://admin.forecourt.com.au/some/path' }, ['localhost', 'admin.example.com'])).toBe('https://admin.forecourt.com.au')
    expect(adminOrigin({}, ['localhost', '127.0.0.1', 'admin.example.com'])).toBe('https://admin.example.com')
    expect(adminOrigin({ PORT: '4000' }, ['localhost', '127.0.0.1'])).toBe('http://localhost:4000')
  })

  it('refuses a PUBLIC_ADMIN_URL that is not an http(s) address, naming it', () => {
    expect(() => adminOrigin({ PUBLIC_ADMIN_URL: 'admin.forecourt.com.au' }, [])).toThrow(/PUBLIC_ADMIN_URL/)
    expect(() => adminOrigin({ PUBLIC_ADMIN_URL: 'javascript:alert(1)' }, [])).toThrow(/PUBLIC_ADMIN_URL/)
  })
})

describe('sign-in codes in the outbox', () => {
  it('masks every six-digit code and nothing longer or shorter', () => {
    expect(maskSignInCodes('042917 is your Swan River Toyota sign-in code.')).toBe(`${MASKED_CODE} is your Swan River Toyota sign-in code.`)
    expect(maskSignInCodes('Call 0412345678 by 2026')).toBe('Call 0412345678 by 2026')
  })
})
