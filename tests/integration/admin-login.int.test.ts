import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { LOGIN_REFUSED_MESSAGE } from '../../collections/Users'
import { api } from '../support/http'

const port = inject('serverPort')
const email = `lockout-${Date.now()}@forecourt.test`
const password = 'correct-horse-battery'
let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
  await payload.create({ collection: 'users', data: { email, password, roles: ['dealer-editor'] }, overrideAccess: true })
})
afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
  await payload.destroy()
})

describe('admin login', () => {
  it('locks an account after 5 failed attempts, even against the right password', async () => {
    const attempt = (pw: string) => api(port, '/api/users/login', { method: 'POST', body: { email, password: pw } })
    for (let i = 0; i < 5; i += 1) expect((await attempt('wrong-password')).status).toBe(401)
    const locked = await attempt(password)
    expect(locked.status).toBe(401)
    expect(locked.body).toMatch(/locked/i)
  })

  it('answers a locked account exactly as an unknown email or a wrong password, so a guesser learns nothing', async () => {
    const login = (address: string, pw: string) => api(port, '/api/users/login', { method: 'POST', body: { email: address, password: pw } })
    // The account locked by the test above, still refusing its right password.
    const locked = await login(email, password)
    const unknown = await login(`nobody-${Date.now()}@forecourt.test`, password)
    expect(unknown.status).toBe(401)
    expect(locked.status).toBe(unknown.status)
    expect(locked.body).toBe(unknown.body)
    expect(JSON.parse(locked.body)).toEqual({ errors: [{ message: LOGIN_REFUSED_MESSAGE }] })
  })
})
