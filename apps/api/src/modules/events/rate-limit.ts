// Per-address token buckets counted in events. A storefront visitor sends a handful of events a
// minute, but many visitors can share one address (offices, mobile carriers), so the bucket is
// generous; it stops one machine from flooding the table. Counters live in this process.

export interface TokenBucketOptions {
  /** Events an address may send at once. */
  capacity: number;
  /** Events an address regains per second. */
  refillPerSecond: number;
  /** Addresses remembered at most; full buckets are forgotten first. */
  maxKeys: number;
  now?: () => number;
}

export const DEFAULT_EVENT_RATE_LIMIT: TokenBucketOptions = {
  capacity: 3_000,
  refillPerSecond: 100,
  maxKeys: 200_000,
};

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly now: () => number;

  constructor(private readonly options: TokenBucketOptions = DEFAULT_EVENT_RATE_LIMIT) {
    this.now = options.now ?? Date.now;
  }

  private bucket(key: string): Bucket {
    const now = this.now();
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.options.maxKeys) this.sweep(now);
      bucket = { tokens: this.options.capacity, updatedAt: now };
      this.buckets.set(key, bucket);
      return bucket;
    }
    const refill = ((now - bucket.updatedAt) / 1000) * this.options.refillPerSecond;
    bucket.tokens = Math.min(this.options.capacity, bucket.tokens + refill);
    bucket.updatedAt = now;
    return bucket;
  }

  /** True when the address has at least one token (a cheap check before reading a body). */
  hasTokens(key: string): boolean {
    return this.bucket(key).tokens >= 1;
  }

  /** Takes `cost` tokens; false (and nothing taken) when the address has fewer. */
  take(key: string, cost: number): boolean {
    const bucket = this.bucket(key);
    if (bucket.tokens < cost) return false;
    bucket.tokens -= cost;
    return true;
  }

  /** Seconds until `cost` tokens are available again (for Retry-After). */
  retryAfterSeconds(key: string, cost = 1): number {
    const missing = Math.max(0, Math.min(cost, this.options.capacity) - this.bucket(key).tokens);
    return Math.max(1, Math.ceil(missing / this.options.refillPerSecond));
  }

  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) {
      const tokens =
        bucket.tokens + ((now - bucket.updatedAt) / 1000) * this.options.refillPerSecond;
      if (tokens >= this.options.capacity) this.buckets.delete(key);
    }
    // Everyone is mid-burst: forget the oldest half rather than grow without bound.
    if (this.buckets.size >= this.options.maxKeys) {
      let drop = Math.ceil(this.buckets.size / 2);
      for (const key of this.buckets.keys()) {
        if (drop-- <= 0) break;
        this.buckets.delete(key);
      }
    }
  }
}
