import { BoundedQueue, DbBusyError } from './bounded-queue';

const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
};

describe('the bounded queue in front of the PGlite connection', () => {
  it('runs one operation at a time, in arrival order', async () => {
    const queue = new BoundedQueue();
    const order: string[] = [];
    const first = gate();
    const runs = [
      queue.run(async () => {
        order.push('a start');
        await first.opened;
        order.push('a end');
      }),
      queue.run(async () => void order.push('b')),
      queue.run(async () => void order.push('c')),
    ];
    await Promise.resolve();
    expect(order).toEqual(['a start']);
    first.open();
    await Promise.all(runs);
    expect(order).toEqual(['a start', 'a end', 'b', 'c']);
  });

  it('refuses at once, never started, when too many wait; later calls run again once it drains', async () => {
    const queue = new BoundedQueue({ maxWaiting: 2, maxWaitMs: Number.POSITIVE_INFINITY });
    const busy = gate();
    let started = 0;
    const work = () => queue.run(async () => void started++);
    const running = queue.run(() => busy.opened);
    const waiting = [work(), work()];
    const refused = work();
    await expect(refused).rejects.toBeInstanceOf(DbBusyError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 1 });
    busy.open();
    await Promise.all([running, ...waiting]);
    expect(started).toBe(2);
    await work();
    expect(started).toBe(3);
  });

  it('refuses when the expected wait is longer than allowed, and hints how long to wait', async () => {
    const queue = new BoundedQueue({ maxWaiting: 100, maxWaitMs: 2_500 });
    await queue.run(() => new Promise((resolve) => setTimeout(resolve, 1_000))); // teaches the queue the operation time
    const busy = gate();
    const running = queue.run(() => busy.opened);
    const waiting = [queue.run(async () => 1)];
    expect(queue.expectedWaitMs()).toBeGreaterThan(250);
    const refusals: DbBusyError[] = [];
    for (let i = 0; i < 40; i++) waiting.push(queue.run(async () => 1).catch((error: DbBusyError) => (refusals.push(error), 0)));
    busy.open();
    await Promise.all([running, ...waiting]);
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.length).toBeLessThan(40);
    expect(refusals[0]!.retryAfterSeconds).toBeGreaterThanOrEqual(3);
  });
});
