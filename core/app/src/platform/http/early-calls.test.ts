import { closeEarly, resetEarly, sendEarly, sendEarlyAfter, takeEarly } from './early-calls';

const URL_A = 'http://mall.test/smal/v1/42/prepare?route=%2F';

beforeEach(() => {
  resetEarly();
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{}'))));
});
afterEach(() => vi.unstubAllGlobals());

describe('early calls', () => {
  it('a call to the same address waits for an early call still to be sent, and takes it once', async () => {
    let sent!: () => void;
    sendEarlyAfter(new Promise<void>((resolve) => (sent = resolve)));
    const taking = takeEarly('GET', URL_A, 'tok');
    const early = sendEarly(URL_A, 'tok', {});
    sent();
    expect((await taking)?.answer).toBe(early);
    expect(await takeEarly('GET', URL_A, 'tok')).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('an early call that failed to come does not hold the call back', async () => {
    sendEarlyAfter(Promise.reject(new Error('users/self failed')));
    expect(await takeEarly('GET', URL_A, 'tok')).toBeUndefined();
  });

  it('is taken only by a GET with the same token', async () => {
    const early = sendEarly(URL_A, 'tok', {});
    expect(await takeEarly('POST', URL_A, 'tok')).toBeUndefined();
    expect(await takeEarly('GET', URL_A, 'other')).toBeUndefined();
    expect((await takeEarly('GET', URL_A, 'tok'))?.answer).toBe(early);
  });

  it('once closed, drops the answers nobody took and sends no more', async () => {
    sendEarly(URL_A, 'tok', {});
    closeEarly();
    expect(await takeEarly('GET', URL_A, 'tok')).toBeUndefined();
    expect(sendEarly(URL_A, 'tok', {})).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
