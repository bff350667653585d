import { describe, expect, it } from 'vitest'

import { STAFF_PASSWORD_MIN_LENGTH, staffPasswordProblem } from '../../src/domain/staffPassword'
import { commonPasswords, passwordProblem } from '@collections/Users/commonPasswords'
import { TEST_PASSWORD } from '../support/testEnvironment'

describe('staff passwords', () => {
  const none = new Set<string>()

  it('refuses 11 characters and accepts 12', () => {
    expect(STAFF_PASSWORD_MIN_LENGTH).toBe(12)
    expect(staffPasswordProblem('a'.repeat(11), none)).toMatch(/at least 12 characters/)
    expect(staffPasswordProblem('abc', none)).toMatch(/at least 12 characters/)
    expect(staffPasswordProblem('a'.repeat(12), none)).toBeUndefined()
  })

  it('counts characters as a person does: eleven emoji are too short', () => {
    expect(staffPasswordProblem('🚗'.repeat(11), none)).toMatch(/at least 12/)
  })

  it('refuses a common password of 12 or more characters, whatever its case', () => {
    expect(commonPasswords().has('password1234')).toBe(true)
    expect(passwordProblem('password1234')).toMatch(/commonly used passwords/)
    expect(passwordProblem('PassWord1234')).toMatch(/commonly used passwords/)
    expect(passwordProblem('qwerty123456')).toMatch(/commonly used passwords/)
  })

  it('accepts a long uncommon password, the test suite’s and a generated demo password among them', () => {
    expect(passwordProblem('casey-chose-this-1')).toBeUndefined()
    expect(passwordProblem(TEST_PASSWORD)).toBeUndefined()
  })
})
