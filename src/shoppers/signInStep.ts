import type { Payload } from 'payload'

import { signInStepHref, SIGN_IN_ERRORS, type SignInError, type SignInStep } from '@/domain/shoppers'
import { signInRequest, type SignInRequest } from '@/domain/signIn'
import type { Tenant } from '@/payload-types'

import { jsonAnswer, readShopperCall, seeOther, textFields } from './siteRequest'

export type SignInStepRequest = {
  payload: Payload
  site: Tenant
  form: boolean
  query: Record<string, string | undefined>
  journey: SignInRequest
  /** The refusal in kind: a form goes back to its step of /sign-in with the error's key, a script gets the message. */
  refuse: (error: SignInError, status: number, headers?: Record<string, string>) => Response
}

/** What each sign-in endpoint starts with: the site, the body, the safe journey (type, redirect, back) and how to refuse. */
export async function readSignInStep(request: Request, step: SignInStep): Promise<SignInStepRequest | Response> {
  const read = await readShopperCall(request)
  if (read instanceof Response) return read
  const query = textFields(read.body)
  const journey = signInRequest(query)
  const refuse = (error: SignInError, status: number, headers: Record<string, string> = {}) =>
    read.form ? seeOther(signInStepHref(step, journey, { error, ...(step === 'phone' ? {} : { email: query.email ?? '' }) })) : jsonAnswer({ success: false, message: SIGN_IN_ERRORS[error] }, status, headers)
  return { payload: read.payload, site: read.site, form: read.form, query, journey, refuse }
}
