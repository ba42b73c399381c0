import type { UserConfig } from '@mall/domain';
import { act, render, screen } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import type { SessionErrorState, SessionStatus, SessionStore } from '../platform/session';
import { TYPES } from '../platform/tokens';
import { createMallContainer } from './create-container';
import { MallApp } from './mall-app';

vi.setConfig({ testTimeout: 30_000 });

function refusedSession() {
  return observable(
    {
      status: 'loading' as SessionStatus,
      user: undefined,
      config: undefined as UserConfig | undefined,
      error: undefined as SessionErrorState | undefined,
      mixedTenant: false,
      startSession: () => Promise.resolve(),
      logout: () => Promise.resolve(),
      dropInvalidRegions: () => false,
    },
    {},
    { deep: false },
  );
}

// Spec 1 section 4 step 4: a refused config shows /pub/forbidden with the error state. Session
// start moves the URL there before any router exists, and the mall renders again afterwards
// (its antd locale or the config arriving); that render must keep the refusal on screen.
describe('the mall when session start refuses the config', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('keeps showing the refusal after the URL moved to /pub/forbidden and the mall rendered again', async () => {
    window.history.replaceState(null, '', '/cart');
    const container = createMallContainer();
    const session = refusedSession();
    container.rebind<SessionStore>(TYPES.SessionStore).toConstantValue(session);
    let finish: (router: undefined) => void = () => undefined;
    const started = new Promise<undefined>((resolve) => (finish = resolve));
    render(<MallApp container={container} started={started} publicPage={false} />);

    await act(async () => {
      runInAction(() => {
        session.error = { message: 'Mall configuration failed to load' };
        session.status = 'forbidden';
      });
      window.history.pushState(null, '', '/pub/forbidden');
      runInAction(() => (session.config = { webConfig: { topicColor: '#1677ff' } } as UserConfig));
      finish(undefined);
      await started;
    });

    expect(await screen.findByText('Mall configuration failed to load', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/pub/forbidden');
  });
});
