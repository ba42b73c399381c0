import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test-support/render-page';
import UserCenterPage from './user-center-page';

vi.setConfig({ testTimeout: 60_000 });
const T = { timeout: 15_000 };
const STATUS = '/iam/v1/11/user-status';
const SURVEYS = '/marmot/v1/11/enterprise-surveys';
const SURVEY = { surveyId: 3, surveyCode: 'ENTERPRISE-2026', title: 'Buyer satisfaction', description: 'Two minutes about your purchasing', surveyUrl: 'https://survey.example.com/e' };

function renderUserCenter(config: { hideInnerMenuList?: string[] } = {}) {
  let surveyFlag = 0;
  return renderPage(<UserCenterPage />, { path: '/user-center', config, user: { internationalTelCode: '+86', phone: '13812345678', email: 'li.lei@example.com' } }, (f) => {
    f.on('GET /smal/v1/11/addresss/list/choose', { json: [{ addressId: 2, belongType: 2, contactName: 'Wang Fang', mobile: '13900001111', fullAddress: 'Nanshan 8 Harbour St', defaultFlag: 1 }] });
    f.on('PUT /iam/hzero/v1/users/default-language', { json: {} });
    f.on(`GET ${STATUS}`, () => ({ json: { userId: 7, userEnd: 'MALL-PC', readPrivacyFlag: 1, surveyFlag } }));
    f.on(`POST ${STATUS}`, () => {
      surveyFlag = 1;
      return { json: { userId: 7, userEnd: 'MALL-PC', readPrivacyFlag: 1, surveyFlag } };
    });
    f.on(`GET ${SURVEYS}`, () => ({ json: { surveyFlag, surveyList: [SURVEY] } }));
    f.on('GET /hpfm/v1/11/static-texts/text/by-code', { json: { tenantId: 0, textCode: 'SMAL.PRIVACY_TERM', lang: 'en_US', title: 'Privacy terms', text: 'We collect your name.' } });
  });
}

describe('personal centre', () => {
  it('is titled in the My Mall frame and holds the receiving addresses and the default language, saved on the server', async () => {
    const { fake } = renderUserCenter();
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal centre' }, T)).toBeInTheDocument();
    expect(await screen.findByText('Wang Fang', {}, T)).toBeInTheDocument();
    expect(screen.getByText('139****1111')).toBeInTheDocument();
    // antd's Select opens on mouse-down in jsdom.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Default language' }));
    fireEvent.click(await screen.findByText('简体中文', { selector: '.ant-select-item-option-content' }, T));
    await waitFor(() => expect(fake.callsTo('/iam/hzero/v1/users/default-language')[0]?.url.searchParams.get('language')).toBe('zh_CN'));
  });

  it('is closed when the configuration hides SMART_PERSONAL_CENTER, even with its address typed', async () => {
    renderUserCenter({ hideInnerMenuList: ['SMART_PERSONAL_CENTER'] });
    expect(await screen.findByText('Sorry, you have no right to access this page', {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View personal information' })).not.toBeInTheDocument();
  });

  it('opens the person-information dialog with the mobile masked (first 3 digits, stars, last 4)', async () => {
    renderUserCenter();
    await userEvent.click(await screen.findByRole('button', { name: 'View personal information' }, T));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Personal information')).toBeInTheDocument();
    expect(within(dialog).getByText('+86 138****5678')).toBeInTheDocument();
    expect(within(dialog).getByText('li.lei@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('Tenant-level user')).toBeInTheDocument();
  });

  it('shows the accepted privacy term and lets the buyer read it again', async () => {
    renderUserCenter();
    expect(await screen.findByText('You have accepted the privacy terms', {}, T)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Privacy terms' }));
    expect(await screen.findByText('We collect your name.', {}, T)).toBeInTheDocument();
  });

  it("lists the tenant's enterprise survey and records it filled in through user-status", async () => {
    const { fake } = renderUserCenter();
    expect(await screen.findByText('Buyer satisfaction', {}, T)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fill in the survey' })).toHaveAttribute('href', SURVEY.surveyUrl);
    await userEvent.click(screen.getByRole('button', { name: 'I have filled it in' }));
    expect(await screen.findByText('Thank you, you have filled in the survey', {}, T)).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo(STATUS).find((c) => c.method === 'POST')?.body).toEqual({ userEnd: 'MALL-PC', surveyFlag: 1 }));
  });
});
