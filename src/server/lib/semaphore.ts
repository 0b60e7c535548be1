// A counting semaphore: at most `size` holders at once, the rest wait in arrival order. Bounds work that costs
// memory per call (image decodes, decision 0132); `peak` records the most holders seen, for tests and logs.
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** The most holders at once since this semaphore was made. */
  peak = 0;

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1)
      throw new Error(`Semaphore size must be a positive integer: ${size}`);
  }

  /** Runs `task` once a slot is free and frees the slot when it settles, whether it resolves or throws. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    this.peak = Math.max(this.peak, this.active);
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so a newcomer cannot take it in between.
      if (next) next();
      else this.active -= 1;
    }
  }

  /** Callers waiting for a slot now. */
  get queued(): number {
    return this.waiting.length;
  }
}
