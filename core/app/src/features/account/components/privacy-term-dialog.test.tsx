import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test-support/render-page';
import { PrivacyTermDialog } from './privacy-term-dialog';

vi.setConfig({ testTimeout: 60_000 });
const T = { timeout: 15_000 };
const STATUS = '/iam/v1/11/user-status';
const TERM = { tenantId: 0, textCode: 'SMAL.PRIVACY_TERM', lang: 'en_US', title: 'Privacy terms', text: 'We collect your name.\nWe do not sell it.' };

// Spec 1 section 2 screen 11 and section 7: "iam user-status GET and POST | userEnd MALL-PC".
describe('privacy-term flow', () => {
  it('shows the term to a buyer whose user-status says it is unread, and saves the agreement through user-status POST', async () => {
    let read = 0;
    const { fake } = renderPage(<PrivacyTermDialog />, {}, (f) => {
      f.on(`GET ${STATUS}`, () => ({ json: { userId: 7, userEnd: 'MALL-PC', readPrivacyFlag: read, surveyFlag: 0 } }));
      f.on(`POST ${STATUS}`, () => {
        read = 1;
        return { json: { userId: 7, userEnd: 'MALL-PC', readPrivacyFlag: 1, surveyFlag: 0 } };
      });
      f.on('GET /hpfm/v1/11/static-texts/text/by-code', { json: TERM });
    });
    expect(await screen.findByText('We do not sell it.', {}, T)).toBeInTheDocument();
    expect(screen.getByText('Privacy terms')).toBeInTheDocument();
    expect(fake.callsTo(STATUS)[0]!.url.searchParams.get('userEnd')).toBe('MALL-PC');
    const text = fake.callsTo('/hpfm/v1/11/static-texts/text/by-code')[0]!.url.searchParams;
    expect([text.get('textCode'), text.get('lang')]).toEqual(['SMAL.PRIVACY_TERM', 'en_US']);
    await userEvent.click(screen.getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(screen.queryByText('We do not sell it.')).not.toBeInTheDocument());
    expect(fake.callsTo(STATUS).find((c) => c.method === 'POST')!.body).toEqual({ userEnd: 'MALL-PC', readPrivacyFlag: 1 });
  });

  it('does not ask a buyer who accepted, nor stop the mall when the status cannot be read', async () => {
    const accepted = renderPage(<PrivacyTermDialog />, {}, (f) => f.on(`GET ${STATUS}`, { json: { userId: 7, userEnd: 'MALL-PC', readPrivacyFlag: 1, surveyFlag: 0 } }));
    await waitFor(() => expect(accepted.fake.callsTo(STATUS)).toHaveLength(1));
    expect(accepted.fake.callsTo('/hpfm/v1/11/static-texts/text/by-code')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    accepted.unmount();
    const failing = renderPage(<PrivacyTermDialog />, {}, (f) => f.on(`GET ${STATUS}`, { status: 500, json: {} }));
    await waitFor(() => expect(failing.fake.callsTo(STATUS).length).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signs the buyer out who disagrees, after the countdown dialog closes itself', async () => {
    const { runtime } = renderPage(<PrivacyTermDialog />, {}, (f) => {
      f.on(`GET ${STATUS}`, { json: { userId: 7, userEnd: 'MALL-PC', readPrivacyFlag: 0, surveyFlag: 0 } });
      f.on('GET /hpfm/v1/11/static-texts/text/by-code', { json: TERM });
    });
    const logout = vi.spyOn(runtime.session, 'logout').mockResolvedValue(undefined);
    await userEvent.click(await screen.findByRole('button', { name: 'Disagree and sign out' }, T));
    expect(await screen.findByText('Without accepting the privacy terms the mall cannot be used; you will be signed out.')).toBeInTheDocument();
    expect(logout).not.toHaveBeenCalled();
    await waitFor(() => expect(logout).toHaveBeenCalled(), { timeout: 8_000 });
  });

  it('a platform-level user (organizationId 0) reads the platform text without the tenant prefix', async () => {
    const { fake } = renderPage(<PrivacyTermDialog />, { user: { organizationId: 0 } }, (f) => {
      f.on(`GET /iam/v1/0/user-status`, { json: { userId: 7, userEnd: 'MALL-PC', readPrivacyFlag: 0, surveyFlag: 0 } });
      f.on('GET /hpfm/v1/static-texts/text/by-code', { json: TERM });
    });
    expect(await screen.findByText('We collect your name.', {}, T)).toBeInTheDocument();
    expect(fake.callsTo('/hpfm/v1/static-texts/text/by-code')).toHaveLength(1);
  });
});
