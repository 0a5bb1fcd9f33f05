import type { Clock } from '../core/clock';

interface Timer {
  at: number;
  every: number | null;
  callback: () => void;
}

/** A clock that only moves when told to; timers run in order as time passes. */
export class FakeClock implements Clock {
  private time = 0;
  private nextId = 1;
  private readonly timers = new Map<number, Timer>();

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): number {
    const id = this.nextId++;
    this.timers.set(id, { at: this.time + Math.max(0, ms), every: null, callback });
    return id;
  }

  setInterval(callback: () => void, ms: number): number {
    const id = this.nextId++;
    const every = Math.max(1, ms);
    this.timers.set(id, { at: this.time + every, every, callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  clearInterval(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  /** Timers still scheduled. */
  get pending(): number {
    return this.timers.size;
  }

  /** Moves time forward by `ms`, running every timer that falls due on the way. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      let nextId: number | null = null;
      let next: Timer | null = null;
      for (const [id, timer] of this.timers) {
        if (timer.at <= end && (!next || timer.at < next.at)) {
          next = timer;
          nextId = id;
        }
      }
      if (!next || nextId === null) break;
      this.time = next.at;
      if (next.every === null) this.timers.delete(nextId);
      else next.at += next.every;
      next.callback();
    }
    this.time = end;
  }

  /** Like advance, in steps of `stepMs`, letting pending promises settle after each step. */
  async advanceAsync(ms: number, stepMs = 250): Promise<void> {
    let left = ms;
    while (left > 0) {
      const step = Math.min(stepMs, left);
      this.advance(step);
      left -= step;
      await flushPromises();
    }
  }
}

/** Lets every already-settled promise run its callbacks. */
export async function flushPromises(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
}
