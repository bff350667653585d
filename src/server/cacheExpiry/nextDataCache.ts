/** The part of Next's incremental cache (a private global of next-server) that expires tags. */
type NextDataCache = { revalidateTag(tags: string[], durations: { expire: number }): Promise<void> }

/**
 * Expires tags in Next's data cache of this process, from anywhere in it:
 * next-server keeps its cache on a global once it has served a request
 * (before that, this process has read nothing through it). Outside Next (a
 * script, a test through the Local API) there is none, and nothing is cached.
 */
export async function expireNextDataTags(tags: string[]): Promise<void> {
  if (tags.length === 0) return
  // expire: 0 makes the very next read fetch fresh data, rather than serve stale once while revalidating.
  await (globalThis as { __incrementalCache?: NextDataCache }).__incrementalCache?.revalidateTag(tags, { expire: 0 })
}
