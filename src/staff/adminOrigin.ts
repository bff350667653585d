import type { PayloadRequest } from 'payload'

import { platformHosts } from '@/sites/platformHosts'
import { requestIsSecure } from '@/server/transportSecurity'

/**
 * Where the admin is reached, for links in staff emails: the host the
 * inviting admin is on, else the first platform host configured
 * (PLATFORM_HOSTS, over https), else this machine's own server.
 */
export function adminOrigin(req?: Partial<PayloadRequest>): string {
  const host = req?.headers?.get('host')
  if (host) {
    return `${requestIsSecure({ headers: req?.headers }) ? 'https' : 'http'}://${host}`
  }
  const configured = platformHosts.find((name) => name !== 'localhost' && name !== '127.0.0.1')
  return configured ? `https://${configured}` : `http://localhost:${process.env.PORT || 3000}`
}
