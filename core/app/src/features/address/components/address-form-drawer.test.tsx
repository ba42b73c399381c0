import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RenderWithMallOptions } from '../../../test-support/render-with-mall';
import { renderScripted } from '../../../test-support/render-scripted';
import { clearBrowserStorage } from '../../../platform/session/platform-test-container';
import { AddressList } from './address-list';
import { companyAddress, personalAddress, scriptAddressCalls } from './address-fixtures';

const RECEIVER = '/smal/v1/11/addresss/receiver';

async function openNew(options: RenderWithMallOptions = {}) {
  const mall = renderScripted(<AddressList onChoose={() => undefined} />, (fake) => scriptAddressCalls(fake), options);
  const user = userEvent.setup({ delay: null });
  await screen.findByText('Wang Fang', {}, { timeout: 3000 });
  await user.click(screen.getByRole('button', { name: 'New address' }));
  const drawer = await screen.findByRole('dialog');
  return { ...mall, user, drawer };
}

// Pointer events through user-event stall antd's popups in jsdom; mouse-down opens them as a click would.
async function pickRegion(_user: unknown, names: string[]) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Region' }));
  for (const name of names) fireEvent.click(await screen.findByText(name, { selector: '.ant-cascader-menu-item-content' }, { timeout: 5000 }));
}

/** Sets a text field in one change, as a paste would: typing key by key is slow in jsdom. */
function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  fill('Contact name', 'Han Mei');
  fill('Mobile', '13912345678');
  fill('Detailed address', '9 Bay Rd');
  await pickRegion(user, ['China', 'Guangdong', 'Shenzhen', 'Nanshan', 'Yuehai']);
}

// antd forms in jsdom are slow on two cores
vi.setConfig({ testTimeout: 120_000 });

beforeEach(() => clearBrowserStorage());

describe('receiving address list', () => {
  it('masks mobiles, marks the default, and lets company rows be neither chosen nor deleted', async () => {
    const { fake } = renderScripted(<AddressList onChoose={() => undefined} />, (f) => scriptAddressCalls(f));
    await screen.findByText('Wang Fang', {}, { timeout: 3000 });
    expect(screen.getByText('139****1111')).toBeInTheDocument();
    expect(screen.getByText('138****5678')).toBeInTheDocument();
    expect(screen.getByText('Default')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Front desk/ })).toBeDisabled();
    // The company row is tagged in the buyer's words, never with the server's code.
    expect(screen.getByText('Company address')).toBeInTheDocument();
    expect(screen.queryByText('COMPANY')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Wang Fang/ })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    expect(fake.callsTo('/smal/v1/11/addresss/list/choose')[0]?.url.searchParams.get('addressType')).toBe('RECEIVER');
  });

  it('deletes an own address through delete-personal-address after the confirm, and lists again', async () => {
    const { fake } = renderScripted(<AddressList onChoose={() => undefined} />, (f) => scriptAddressCalls(f));
    const user = userEvent.setup({ delay: null });
    await screen.findByText('Wang Fang', {}, { timeout: 3000 });
    const listed = fake.callsTo('/smal/v1/11/addresss/list/choose').length;
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fake.callsTo('/smal/v1/11/delete-personal-address')).toHaveLength(1));
    expect(fake.callsTo('/smal/v1/11/delete-personal-address')[0]?.body).toMatchObject({ addressId: personalAddress.addressId });
    await waitFor(() => expect(fake.callsTo('/smal/v1/11/addresss/list/choose').length).toBeGreaterThan(listed));
  });
});

describe('address form', () => {
  it('shows the required message beside each required field and sends nothing', async () => {
    const { user, drawer, fake } = await openNew();
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(within(drawer).getAllByText('required, please complete the information')).toHaveLength(4);
    expect(fake.callsTo(RECEIVER)).toHaveLength(0);
  });

  it('defaults the area code to +86 and offers the HPFM.IDD codes', async () => {
    const { fake } = await openNew();
    expect(screen.getByText('+86')).toBeInTheDocument();
    expect(fake.calls.some((c) => c.url.searchParams.get('lovCode') === 'HPFM.IDD')).toBe(true);
  });

  it.each([
    ['Mobile', '12345', 'mobile number format is incorrect'],
    ['Email', 'not-an-email', 'email format is incorrect'],
    ['Zip code', '12ab', 'zip code format is incorrect'],
  ])('refuses a bad %s with its message and sends nothing', async (label, value, text) => {
    const { user, drawer, fake } = await openNew();
    await fillValid(user);
    fill(label, value);
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText(text)).toBeInTheDocument();
    expect(fake.callsTo(RECEIVER)).toHaveLength(0);
  });

  it("says 'Region incomplete' for fewer than 4 levels", async () => {
    const { user, drawer, fake } = await openNew();
    fill('Contact name', 'Han Mei');
    fill('Mobile', '13912345678');
    fill('Detailed address', '9 Bay Rd');
    await pickRegion(user, ['China', 'Guangdong']);
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Region incomplete')).toBeInTheDocument();
    expect(fake.callsTo(RECEIVER)).toHaveLength(0);
  });

  // 'The region must reach at least 4 levels': counted below the country, so country + province + city + county is 3.
  it("says 'Region incomplete' for a country and three levels below it", async () => {
    const { user, drawer, fake } = await openNew();
    fill('Contact name', 'Han Mei');
    fill('Mobile', '13912345678');
    fill('Detailed address', '9 Bay Rd');
    await pickRegion(user, ['China', 'Guangdong', 'Shenzhen', 'Nanshan']);
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Region incomplete')).toBeInTheDocument();
    expect(fake.callsTo(RECEIVER)).toHaveLength(0);
  });

  it('shows the fixed-line hint and checks the fixed phone only when edited on an existing address', async () => {
    const { user, drawer, fake } = await openNew();
    expect(within(drawer).getByText('Fixed-line phones may be entered for warehouses or offices')).toBeInTheDocument();
    await fillValid(user);
    fill('Fixed phone', 'abc');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo(RECEIVER)).toHaveLength(1));
    expect(screen.queryByText('fixed phone format is incorrect')).not.toBeInTheDocument();
  });

  it('creates an address with the last region as regionId and the composed full address', async () => {
    const { user, drawer, fake, notifier } = await openNew();
    await fillValid(user);
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo(RECEIVER)).toHaveLength(1));
    expect(fake.callsTo(RECEIVER)[0]?.body).toMatchObject({
      contactName: 'Han Mei',
      internationalTelCode: '+86',
      mobile: '13912345678',
      addressType: 'RECEIVER',
      regionIdList: [440000, 440300, 440305, 440305001],
      regionId: 440305001,
      fullAddress: 'GuangdongShenzhenNanshanYuehai9 Bay Rd',
      companyId: 21,
      userId: 7,
    });
    await waitFor(() => expect(notifier.texts()).toContain('new address created successfully'));
  });

  it('edits an address: a bad edited fixed phone is refused, then saved with "address modified successfully"', async () => {
    const { fake, notifier } = renderScripted(<AddressList onChoose={() => undefined} />, (f) => scriptAddressCalls(f));
    const user = userEvent.setup({ delay: null });
    await screen.findByText('Wang Fang', {}, { timeout: 3000 });
    await user.click(screen.getAllByRole('button', { name: 'Edit' })[1]!);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Edit address')).toBeInTheDocument();
    fill('Fixed phone', 'abc');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('fixed phone format is incorrect')).toBeInTheDocument();
    expect(fake.callsTo(RECEIVER)).toHaveLength(0);
    fill('Fixed phone', '0755-87654321');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo(RECEIVER)).toHaveLength(1));
    expect(fake.callsTo(RECEIVER)[0]?.body).toMatchObject({ addressId: personalAddress.addressId, phone: '0755-87654321', email: 'wang@example.com' });
    await waitFor(() => expect(notifier.texts()).toContain('address modified successfully'));
  });

  it('in ADDRESS permission mode quotes a company address and does not ask for a region', async () => {
    const { user, drawer, fake } = await openNew({ config: { addressPermission: 'ADDRESS' } });
    expect(screen.getByRole('combobox', { name: 'Region' })).toBeDisabled();
    fill('Contact name', 'Han Mei');
    fill('Mobile', '13912345678');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Company address' }));
    fireEvent.click(await screen.findByText(companyAddress.fullAddress, { selector: '.ant-select-item-option-content' }));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo(RECEIVER)).toHaveLength(1));
    expect(fake.callsTo(RECEIVER)[0]?.body).toMatchObject({ quoteAddressId: 1, address: '1 Science Park Rd', regionId: 440305001 });
  });
});
