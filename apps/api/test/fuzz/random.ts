// A small seeded generator for the fuzz test (mulberry32): the same seed gives the same cases, so
// a failure reproduces with FUZZ_SEED=<seed>.
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  bool(): boolean {
    return this.next() < 0.5;
  }

  pick<T>(values: readonly T[]): T {
    return values[this.int(0, values.length - 1)]!;
  }

  bytes(length: number): Buffer {
    const out = Buffer.alloc(length);
    for (let i = 0; i < length; i++) out[i] = this.int(0, 255);
    return out;
  }

  /** Printable ASCII, sometimes with quotes, braces, control and non-ASCII characters. */
  text(maxLength: number): string {
    const alphabet =
      'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 {}[]()"\'\\$:!@#,.\n\t\u0000é漢😀';
    const chars = [...alphabet];
    let out = '';
    const length = this.int(0, maxLength);
    for (let i = 0; i < length; i++) out += this.pick(chars);
    return out;
  }

  /** A JSON value of any type, nested at most `depth` deep. */
  json(depth = 3): unknown {
    const kind = this.int(0, depth > 0 ? 8 : 5);
    switch (kind) {
      case 0:
        return null;
      case 1:
        return this.bool();
      case 2:
        return this.pick([0, -1, 1.5, 2 ** 31, -(2 ** 53), 1e308, Number.MAX_SAFE_INTEGER]);
      case 3:
        return this.text(30);
      case 4:
        return this.pick([
          '',
          'a'.repeat(this.int(1000, 70_000)),
          '00000000-0000-0000-0000-000000000000',
          'not-a-uuid',
          '../../etc/passwd',
        ]);
      case 5:
        return this.pick(['__proto__', 'constructor', 'NaN', 'Infinity']);
      case 6:
      case 7: {
        const out: Record<string, unknown> = {};
        for (let i = this.int(0, 4); i > 0; i--)
          out[this.pick(['id', 'title', 'groupId', '__proto__', this.text(8)])] = this.json(
            depth - 1,
          );
        return out;
      }
      default:
        return Array.from({ length: this.int(0, 4) }, () => this.json(depth - 1));
    }
  }
}
