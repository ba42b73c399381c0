import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PURCHASE_UNIT_KEY } from '../../platform/session/session-keys';
import { clearBrowserStorage } from '../../platform/session/platform-test-container';
import { renderWithMall } from '../../test-support/render-with-mall';
import { identityChoiceKey } from './identity-choice';
import { IdentityDialog } from './identity-dialog';
import { IdentityEntry } from './identity-entry';
import { PrivacyTermDialog } from '../account';

vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => clearBrowserStorage());

describe('buying identity dialog', () => {
  it('greets by real and login name, offers the current unit and says the others cannot be listed yet', async () => {
    renderWithMall(<IdentityDialog />);
    expect(await screen.findByText('purchase identity selection')).toBeInTheDocument();
    expect(screen.getByText('Hello Li Lei (li.lei), welcome to the mall')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Purchasing' })).toBeChecked();
    expect(screen.getByText(/cannot be listed yet/)).toBeInTheDocument();
  });

  it('remembers the choice per user and does not ask again', async () => {
    const first = renderWithMall(<IdentityDialog />);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(JSON.parse(localStorage.getItem(identityChoiceKey(7))!)).toEqual({ unitId: 31 });
    first.unmount();
    renderWithMall(<IdentityDialog />);
    expect(screen.queryByText('purchase identity selection')).not.toBeInTheDocument();
  });

  it('switching to another unit from the config list saves it and restarts the session', async () => {
    const units = [
      { unitId: 31, unitName: 'Purchasing' },
      { unitId: 32, unitName: 'Warehouse' },
    ];
    const { navigator } = renderWithMall(<IdentityDialog />, { config: { purchaseUnitList: units } as never });
    const reload = vi.spyOn(navigator, 'reload');
    expect(screen.queryByText(/cannot be listed yet/)).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('radio', { name: 'Warehouse' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(JSON.parse(localStorage.getItem(PURCHASE_UNIT_KEY)!)).toMatchObject({ unitId: 32 });
  });

  it('offers the units the server lists for the buyer and saves the chosen one', async () => {
    const { navigator, fake } = renderWithMall(<IdentityDialog />, {
      script: (f) =>
        f.on('GET /smal/v1/11/purchase-units/mine', {
          json: [
            { unitId: 31, unitName: 'Purchasing', unitCode: 'P', defaultFlag: 1 },
            { unitId: 33, unitName: 'Research lab', unitCode: 'R', defaultFlag: 0 },
          ],
        }),
    });
    const reload = vi.spyOn(navigator, 'reload');
    expect(await screen.findByText('purchase identity selection')).toBeInTheDocument();
    expect(screen.getByText('Hello Li Lei (li.lei), welcome to the mall')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('radio', { name: 'Research lab' }));
    expect(screen.queryByText(/cannot be listed yet/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(JSON.parse(localStorage.getItem(PURCHASE_UNIT_KEY)!)).toMatchObject({ unitId: 33, unitName: 'Research lab' });
    expect(fake.callsTo('/smal/v1/11/purchase-units/mine')).toHaveLength(1);
  });

  it('asks on entry once: after a choice a reload does not ask again, and the top bar opens it to change the unit', async () => {
    const first = renderWithMall(<IdentityEntry />);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText('purchase identity selection')).not.toBeVisible());
    first.unmount();
    // A full reload mounts the top bar afresh: the kept choice means no dialog.
    renderWithMall(<IdentityEntry />);
    const change = await screen.findByRole('button', { name: 'Buying for: Purchasing' });
    expect(screen.queryByText('purchase identity selection')).not.toBeInTheDocument();
    fireEvent.click(change);
    expect(await screen.findByText('purchase identity selection')).toBeInTheDocument();
    // Opened by the buyer, it may be closed without choosing.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('purchase identity selection')).not.toBeVisible());
  });

  it('waits for the privacy term: the buyer meets one entry dialog at a time', async () => {
    let read = 0;
    renderWithMall(
      <>
        <PrivacyTermDialog />
        <IdentityEntry />
      </>,
      {
        script: (f) => {
          f.on('GET /iam/v1/11/user-status', () => ({ json: { userId: 7, userEnd: 'MALL-PC', readPrivacyFlag: read, surveyFlag: 0 } }));
          f.on('POST /iam/v1/11/user-status', () => {
            read = 1;
            return { json: { userId: 7, userEnd: 'MALL-PC', readPrivacyFlag: 1, surveyFlag: 0 } };
          });
          f.on('GET /hpfm/v1/11/static-texts/text/by-code', { json: { tenantId: 0, textCode: 'SMAL.PRIVACY_TERM', lang: 'en_US', title: 'Privacy terms', text: 'We collect your name.' } });
        },
      },
    );
    await screen.findByText('We collect your name.');
    // Given time to open (its chunk loads in well under this), the identity dialog stays shut.
    await new Promise((r) => setTimeout(r, 1500));
    expect(screen.queryByText('purchase identity selection')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Agree' }));
    expect(await screen.findByText('purchase identity selection', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('We collect your name.')).not.toBeInTheDocument();
  });
});
