// The last few page pictures of a result, in memory only (never stored): turning back to a page seen a moment
// ago shows it at once without asking the service again. Each entry is an object URL; one pushed out, and
// every one when the cache is cleared, is revoked so its picture's memory is freed. Plain logic: the object
// URL functions come in, so tests count them.

export interface PictureCacheOptions {
  size: number;
  revoke(url: string): void;
}

export class PictureCache<K> {
  private readonly entries = new Map<K, string>();
  constructor(private readonly options: PictureCacheOptions) {}

  /** The picture's URL, made the most recently used; undefined when not kept. */
  get(key: K): string | undefined {
    const url = this.entries.get(key);
    if (url === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, url);
    return url;
  }

  /** The picture's URL without making it the most recently used (for reading while rendering). */
  peek(key: K): string | undefined {
    return this.entries.get(key);
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** Keeps a picture, pushing out (and revoking) the least recently used beyond the size. */
  set(key: K, url: string): void {
    const old = this.entries.get(key);
    if (old !== undefined && old !== url) this.options.revoke(old);
    this.entries.delete(key);
    this.entries.set(key, url);
    while (this.entries.size > this.options.size) {
      const [oldest, oldUrl] = this.entries.entries().next().value as [K, string];
      this.entries.delete(oldest);
      this.options.revoke(oldUrl);
    }
  }

  /** Forgets every picture (the result closed). */
  clear(): void {
    for (const url of this.entries.values()) this.options.revoke(url);
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
