import Fastify from 'fastify';
import { BoundedQueue, DbBusyError, installRequestClock, requestClock } from './bounded-queue';

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

  it('lets the calls of an older request go before those of requests that began after it', async () => {
    const queue = new BoundedQueue();
    const order: string[] = [];
    const busy = gate();
    const running = queue.run(() => busy.opened);
    const now = performance.now();
    // Three new requests queue their first call; then a request that began earlier makes its next call.
    const calls = ['new 1', 'new 2', 'new 3'].map((name, i) => requestClock.run(now + i, () => queue.run(async () => void order.push(name))));
    calls.push(requestClock.run(now - 100, () => queue.run(async () => void order.push('older, second call'))));
    busy.open();
    await Promise.all([running, ...calls]);
    expect(order).toEqual(['older, second call', 'new 1', 'new 2', 'new 3']);
  });

  it('bounds the whole request: a call is refused when the request’s age plus the wait ahead passes twice the limit', async () => {
    const queue = new BoundedQueue({ maxWaiting: 100, maxWaitMs: 1_000 });
    const busy = gate();
    const running = queue.run(() => busy.opened);
    // A request 2.2 s old is refused even with nobody ahead (2.2 s + the wait > 2 x 1 s); a fresh one waits its turn.
    const old = requestClock.run(performance.now() - 2_200, () => queue.run(async () => 'old'));
    const fresh = requestClock.run(performance.now(), () => queue.run(async () => 'fresh'));
    await expect(old).rejects.toBeInstanceOf(DbBusyError);
    busy.open();
    await running;
    expect(await fresh).toBe('fresh');
    // With nothing running, a call starts at once whatever the request's age.
    expect(await requestClock.run(performance.now() - 5_000, () => queue.run(async () => 'idle'))).toBe('idle');
  });

  it('knows in a route, after async hooks, when its request began', async () => {
    const app = Fastify();
    installRequestClock(app);
    app.addHook('onRequest', async () => void (await new Promise((resolve) => setTimeout(resolve, 5))));
    app.get('/clock', async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return { since: requestClock.getStore() };
    });
    const before = performance.now();
    const [a, b] = await Promise.all([app.inject('/clock'), app.inject('/clock')]);
    const sinceA = a!.json<{ since: number }>().since;
    expect(sinceA).toBeGreaterThanOrEqual(before);
    expect(sinceA).toBeLessThanOrEqual(performance.now());
    expect(b!.json<{ since: number }>().since).toEqual(expect.any(Number));
    await app.close();
  });
});
