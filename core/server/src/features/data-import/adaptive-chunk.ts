/**
 * The size of a job's next chunk, chosen from how long the last ones took (issue 13's speed aims).
 * Every chunk costs a few fixed round trips (the product lookup, the totals, the transaction and its
 * commit), so small chunks waste the time on them; but a chunk's statements hold PGlite's one
 * connection while they run, and an import chunk moves the progress only when it commits. The size
 * therefore aims at `targetMs` a chunk: it grows while the database is fast and shrinks under load,
 * within [min, max].
 */
export class AdaptiveChunk {
  private current: number;

  constructor(
    private readonly min: number,
    private readonly max: number,
    private readonly targetMs: number,
    start = min,
  ) {
    this.current = clamp(start, min, max);
  }

  get size(): number {
    return this.current;
  }

  /** Records that `rows` rows took `ms`; the next size moves half-way towards the one that meets the target. */
  took(rows: number, ms: number): void {
    if (rows <= 0) return;
    const ideal = (rows * this.targetMs) / Math.max(ms, 1);
    // At most doubling per step: one fast chunk (a cached plan, an idle machine) does not jump to the maximum.
    const next = Math.min(this.current * 2, (this.current + ideal) / 2);
    this.current = clamp(Math.round(next), this.min, this.max);
  }
}

const clamp = (n: number, min: number, max: number) => Math.max(min, Math.min(max, n));
