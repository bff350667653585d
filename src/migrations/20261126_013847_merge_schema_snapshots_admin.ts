import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Changes nothing: the lead attribution and reviews import migration and the
 * staff invitations migration were written side by side, and each recorded a
 * schema snapshot without the other's changes. This one's snapshot holds
 * both, so the next `migrate:create` compares against the real schema.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
