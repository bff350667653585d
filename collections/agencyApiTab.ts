import type { CollectionConfig, GlobalConfig } from 'payload'

import { isPlatformAdmin } from '@/access/roles'

/**
 * The document's "API" tab (its raw JSON and REST address) is for agency
 * staff; dealer editors are not shown it.
 */
export function withApiTabForAgencyStaff<T extends CollectionConfig | GlobalConfig>(config: T): T {
  const admin = config.admin ?? {}
  const views = admin.components?.views ?? {}
  const edit = (views as { edit?: Record<string, unknown> }).edit ?? {}
  const api = (edit.api as Record<string, unknown> | undefined) ?? {}
  return {
    ...config,
    admin: {
      ...admin,
      components: {
        ...admin.components,
        views: { ...views, edit: { ...edit, api: { ...api, tab: { ...(api.tab as object | undefined), condition: ({ req }: { req: { user?: unknown } }) => isPlatformAdmin(req.user as never) } } } },
      },
    },
  }
}
