/**
 * A small bounded cache. A Worker keeps module state between requests, so the work a story needs
 * again for its next chapter (its plan, its option words, the sentences of its earlier chapters) is
 * kept for a while; the oldest entries go first so memory stays bounded.
 */
export class Bounded<K, V> {
  private readonly map = new Map<K, V>()

  constructor(private readonly max: number) {}

  get(key: K, make: () => V): V {
    const hit = this.map.get(key)
    if (hit !== undefined) return hit
    const value = make()
    this.map.set(key, value)
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K)
    return value
  }
}
