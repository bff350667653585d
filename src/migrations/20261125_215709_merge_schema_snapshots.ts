import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Changes nothing: three migrations written side by side (offers tied to
 * models, page layout blocks, menu links and legal fields) each recorded a
 * schema snapshot without the others' changes. This one's snapshot holds
 * them all, so the next `migrate:create` compares against the real schema.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
