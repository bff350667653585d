/**
 * A fixed-size set of document numbers, one bit each: filters combine as
 * word-wise AND/OR, so a filter over 100k vehicles touches ~3k words.
 */
export class Bitset {
  readonly words: Uint32Array

  constructor(readonly size: number, words?: Uint32Array) {
    this.words = words ?? new Uint32Array((size + 31) >>> 5)
  }

  static full(size: number): Bitset {
    const set = new Bitset(size)
    set.words.fill(0xffffffff)
    set.trim()
    return set
  }

  static of(size: number, members: Iterable<number>): Bitset {
    const set = new Bitset(size)
    for (const member of members) set.add(member)
    return set
  }

  add(member: number): void {
    this.words[member >>> 5]! |= 1 << (member & 31)
  }

  has(member: number): boolean {
    return (this.words[member >>> 5]! & (1 << (member & 31))) !== 0
  }

  clone(): Bitset {
    return new Bitset(this.size, this.words.slice())
  }

  and(other: Bitset): this {
    for (let i = 0; i < this.words.length; i++) this.words[i]! &= other.words[i]!
    return this
  }

  or(other: Bitset): this {
    for (let i = 0; i < this.words.length; i++) this.words[i]! |= other.words[i]!
    return this
  }

  /** Members of `within` that are not in this set. */
  complementWithin(within: Bitset): Bitset {
    const result = new Bitset(this.size)
    for (let i = 0; i < this.words.length; i++) result.words[i] = within.words[i]! & ~this.words[i]!
    return result
  }

  count(): number {
    let total = 0
    for (let i = 0; i < this.words.length; i++) {
      let word = this.words[i]!
      word -= (word >>> 1) & 0x55555555
      word = (word & 0x33333333) + ((word >>> 2) & 0x33333333)
      total += (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
    }
    return total
  }

  /** Members in ascending order. */
  members(): Uint32Array {
    const result = new Uint32Array(this.count())
    let at = 0
    for (let i = 0; i < this.words.length; i++) {
      let word = this.words[i]!
      while (word !== 0) {
        const lowest = word & -word
        result[at++] = (i << 5) + (31 - Math.clz32(lowest))
        word ^= lowest
      }
    }
    return result
  }

  /** Clears the bits past `size` in the last word, so counts and complements stay exact. */
  private trim(): void {
    const spare = this.words.length * 32 - this.size
    if (spare > 0) this.words[this.words.length - 1]! >>>= spare
  }
}
