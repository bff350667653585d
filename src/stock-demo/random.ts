/**
 * Seeded PRNG for the demo stock generator. Everything random in the module
 * goes through here so the same seed always yields byte-identical stock.
 */

/** 32-bit string hash (cyrb53's low half): cheap, well mixed, stable across runs. */
export function hashString(input: string, salt = 0): number {
  let h1 = 0xdeadbeef ^ salt
  let h2 = 0x41c6ce57 ^ salt
  for (let i = 0; i < input.length; i++) {
    const ch = input.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (h1 ^ h2) >>> 0
}

export type Weighted<T> = readonly (readonly [T, number])[]

/** sfc32: small, fast and passes PractRand far beyond what demo data needs. */
export class Rng {
  private a: number
  private b: number
  private c: number
  private d: number

  constructor(seed: string) {
    this.a = hashString(seed, 1)
    this.b = hashString(seed, 2)
    this.c = hashString(seed, 3)
    this.d = 1
    // Discard the first outputs: sfc32 is weakly mixed right after seeding.
    for (let i = 0; i < 12; i++) this.next()
  }

  /** Uniform float in [0, 1). */
  next(): number {
    this.a >>>= 0
    this.b >>>= 0
    this.c >>>= 0
    this.d >>>= 0
    const t = (((this.a + this.b) | 0) + this.d) | 0
    this.d = (this.d + 1) | 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) | 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.c = (this.c + t) | 0
    return (t >>> 0) / 4294967296
  }

  /** Uniform integer in [min, max] inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min)
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick: empty list')
    return items[Math.floor(this.next() * items.length)] as T
  }

  weighted<T>(entries: Weighted<T>): T {
    let total = 0
    for (const [, w] of entries) total += Math.max(0, w)
    if (total <= 0) throw new Error('Rng.weighted: no positive weight')
    let roll = this.next() * total
    for (const [value, w] of entries) {
      roll -= Math.max(0, w)
      if (roll < 0) return value
    }
    // Floating point can leave a sliver at the end; the last positive entry owns it.
    const last = [...entries].reverse().find(([, w]) => w > 0)
    return (last as readonly [T, number])[0]
  }

  /** Approximately normal (Irwin–Hall of 4), bounded to mean ± 2·sd so outliers stay plausible. */
  normal(mean: number, sd: number): number {
    const u = (this.next() + this.next() + this.next() + this.next() - 2) / Math.sqrt(4 / 12)
    return mean + Math.max(-2, Math.min(2, u)) * sd
  }

  /** `count` distinct items in random order (partial Fisher–Yates on a copy). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice()
    const n = Math.min(count, copy.length)
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i))
      const tmp = copy[i] as T
      copy[i] = copy[j] as T
      copy[j] = tmp
    }
    return copy.slice(0, n)
  }
}

export function createRng(seed: string): Rng {
  return new Rng(seed)
}
