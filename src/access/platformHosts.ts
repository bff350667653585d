import { parsePlatformHosts } from '@/domain/host'

/** Hosts that serve the admin and the Payload API rather than a dealer site (PLATFORM_HOSTS). */
export const platformHosts = parsePlatformHosts(process.env.PLATFORM_HOSTS)
