import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { I18nImpl } from '../i18n/i18n-impl';
import { MallRuntimeProvider, type MallRuntime } from '../../shell/mall-runtime';
import ForbiddenPage from './forbidden-page';
import { saveForbiddenState } from './forbidden-state';
import { SessionGate } from './session-gate';
import type { SessionErrorState, SessionStatus, SessionStore } from './session-store';

async function english() {
  const i18n = new I18nImpl();
  await i18n.setLocale('en_US');
  return ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n.instance}>{children}</I18nextProvider>;
}

function sessionIn(status: SessionStatus, error?: SessionErrorState): SessionStore {
  return {
    status,
    error,
    user: undefined,
    config: undefined,
    mixedTenant: false,
    startSession: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    dropInvalidRegions: () => false,
  };
}

afterEach(() => sessionStorage.clear());

describe('SessionGate', () => {
  it.each<SessionStatus>(['loading', 'signing-in'])('shows a loader and not the mall while %s', async (status) => {
    render(<SessionGate session={sessionIn(status)}>mall</SessionGate>, { wrapper: await english() });
    expect(screen.queryByText('mall')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Loading...')).toBeInTheDocument();
  });

  it('shows the mall when ready', async () => {
    render(<SessionGate session={sessionIn('ready')}>mall</SessionGate>, { wrapper: await english() });
    expect(screen.getByText('mall')).toBeInTheDocument();
  });

  it('shows the refusal message when forbidden', async () => {
    const session = sessionIn('forbidden', { status: 403, message: 'Sorry, you have no right to access this page' });
    render(<SessionGate session={session}>mall</SessionGate>, { wrapper: await english() });
    expect(await screen.findByText('Sorry, you have no right to access this page')).toBeInTheDocument();
    expect(screen.queryByText('mall')).not.toBeInTheDocument();
  });

  it('shows the server-trouble message on error', async () => {
    const session = sessionIn('error', { status: 500, message: 'Sorry, the server is having a problem' });
    render(<SessionGate session={session}>mall</SessionGate>, { wrapper: await english() });
    expect(await screen.findByText('Sorry, the server is having a problem')).toBeInTheDocument();
  });
});

describe('ForbiddenPage', () => {
  const page = async (session = sessionIn('loading')) => {
    const I18n = await english();
    const runtime = { session } as unknown as MallRuntime;
    return render(
      <I18n>
        <MallRuntimeProvider runtime={runtime}>
          <ForbiddenPage />
        </MallRuntimeProvider>
      </I18n>,
    );
  };

  it('shows the stored error state', async () => {
    saveForbiddenState({ message: 'This mall is closed for your company' });
    await page();
    expect(await screen.findByText('This mall is closed for your company')).toBeInTheDocument();
  });

  // Issue 18: a configuration-error user was stuck here, the only button leading back to this page.
  it('offers a way out: Sign out runs the logout of spec 1 section 4 step 6', async () => {
    const session = sessionIn('loading');
    const logout = vi.spyOn(session, 'logout');
    saveForbiddenState({ message: 'The mall configuration could not be loaded' });
    await page(session);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/');
  });

  it('the session gate offers the same sign-out when the session is refused', async () => {
    const session = sessionIn('forbidden', { message: 'refused' });
    const logout = vi.spyOn(session, 'logout');
    render(<SessionGate session={session}>mall</SessionGate>, { wrapper: await english() });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('falls back to the no-permission text', async () => {
    await page();
    expect(await screen.findByText('Sorry, you have no right to access this page')).toBeInTheDocument();
  });
});
