import type { AfterErrorHook } from 'payload'

/** What Payload says for an error it cannot name. */
const UNNAMED = 'An unknown error occurred.'

/**
 * Payload words an error by its class name, which the production build
 * minifies away, so a refusal meant for the person ("Missing ID of version.",
 * "Not Found") reaches them as "An unknown error occurred.". A public error's
 * own message is put back; errors that are not public stay hidden.
 */
export const keepPublicMessages: AfterErrorHook = ({ error, result, graphqlResult }) => {
  if (graphqlResult) return
  const { message, status, isPublic } = error as { message?: unknown; status?: unknown; isPublic?: unknown }
  const shown = isPublic === true || (typeof status === 'number' && status < 500 && isPublic !== false)
  const errors = (result as { errors?: { message?: unknown }[] } | undefined)?.errors
  if (!shown || typeof message !== 'string' || !message || errors?.[0]?.message !== UNNAMED) return
  return { response: { errors: [{ message }] } }
}
