// @vitest-environment node
import type { Db } from '../../db/db';
import { requestClock } from '../../db/bounded-queue';
import type { AttachmentStorage } from '../attachments/attachment-storage';
import { ImportWorker } from './import-worker';
import { ImportTemplates } from './template-registry';

it("runs its jobs outside the clock of the request that kicked them (an upload's age is not the job's)", async () => {
  const clocks: (number | undefined)[] = [];
  const db: Db = {
    query: async () => (clocks.push(requestClock.getStore()), []),
    exec: async () => undefined,
    transaction: (fn) => fn(db),
    close: async () => undefined,
  };
  const worker = new ImportWorker(db, {} as AttachmentStorage, new ImportTemplates([], []));
  await requestClock.run(performance.now() - 60_000, async () => worker.kick());
  await worker.idle();
  expect(clocks.length).toBeGreaterThan(0);
  expect(clocks.every((clock) => clock === undefined)).toBe(true);
});
