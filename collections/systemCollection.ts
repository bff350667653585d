import type { CollectionConfig } from 'payload'

/**
 * A table only the server touches, through the Local API with overrideAccess:
 * hidden from the admin and GraphQL, and closed to every user through the API,
 * so no one can read or forge its rows (hashes, claims, spent answers, payments).
 */
export function systemCollection(config: Omit<CollectionConfig, 'admin' | 'graphQL' | 'access'>): CollectionConfig {
  return {
    ...config,
    admin: { hidden: true },
    graphQL: false,
    access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  }
}
