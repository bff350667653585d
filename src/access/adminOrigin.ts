import { platformHosts } from '@/access/platformHosts'

/**
 * Where the admin is reached, for the links in staff emails (invitations,
 * password resets): PUBLIC_ADMIN_URL (e.g. https://admin.forecourt.com.au),
 * else the first platform host configured in PLATFORM_HOSTS over https, else
 * this machine's own server (http://localhost:PORT). Configuration only,
 * never a request's Host or X-Forwarded-* headers: anyone can forge those,
 * and have a reset link mailed that opens their own server.
 */
export function adminOrigin(env: Record<string, string | undefined> = process.env, hosts: readonly string[] = platformHosts): string {
  const configured = env.PUBLIC_ADMIN_URL?.trim()
  if (configured) {
    const url = URL.canParse(configured) ? new URL(configured) : null
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new Error(`PUBLIC_ADMIN_URL must be an http or https address such as https://admin.forecourt.com.au (got ${configured})`)
    return url.origin
  }
  const platformHost = hosts.find((name) => name !== 'localhost' && name !== '127.0.0.1')
  return platformHost ? `https://${platformHost}` : `http://localhost:${env.PORT || 3000}`
}
