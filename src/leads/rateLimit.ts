/**
 * A fixed-window counter per key, in this instance's memory: enough to turn
 * away a flood from one address or at one site with a clear 429. Instances
 * count separately, so the limit across N instances is at most N times this.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one request; when over the limit, how many seconds until the window ends. */
  take(key: string, now: number): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    let window = this.windows.get(key)
    if (!window || now - window.startedAt >= this.windowMs) {
      window = { startedAt: now, count: 0 }
      this.windows.set(key, window)
      // Old windows would pile up under a flood of addresses: drop those that have ended.
      if (this.windows.size > 10_000) for (const [other, { startedAt }] of this.windows) if (now - startedAt >= this.windowMs) this.windows.delete(other)
    }
    window.count += 1
    if (window.count <= this.limit) return { allowed: true }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + this.windowMs - now) / 1000)) }
  }
}
