import { definePlugin } from '@mall/sdk';
import { fireEvent, screen } from '@testing-library/react';
import { clearBrowserStorage } from '../../../platform/session/platform-test-container';
import { renderScripted } from '../../../test-support/render-scripted';
import { AddressList } from './address-list';
import { scriptAddressCalls } from './address-fixtures';

vi.setConfig({ testTimeout: 30_000 });

/** A tenant that sets `enableCreateReceiverAddress`, as a tenant plugin would. */
const tenant = (enableCreateReceiverAddress: boolean) =>
  definePlugin({ id: '@mall-tenant/address-test', version: '1.0.0', sdk: '^1.0.0', register: (ctx) => ctx.settings({ enableCreateReceiverAddress }) });

const newAddress = () => screen.queryByText('New address', { selector: 'button span' });

beforeEach(() => clearBrowserStorage());

// Spec 1 section 5 "Address form": creating a receiving address from the picker needs the enableCreateReceiverAddress setting.
describe('New address in the receiving-address picker', () => {
  it('is offered when the setting is on (core default) and opens the form', async () => {
    renderScripted(<AddressList onChoose={() => undefined} />, (f) => scriptAddressCalls(f), { plugins: [tenant(true)] });
    await screen.findByText('Wang Fang', {}, { timeout: 15_000 });
    fireEvent.click(newAddress()!.closest('button')!);
    expect(await screen.findByText('Contact name', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('is offered by core without a tenant setting', async () => {
    renderScripted(<AddressList onChoose={() => undefined} />, (f) => scriptAddressCalls(f));
    await screen.findByText('Wang Fang', {}, { timeout: 15_000 });
    expect(newAddress()).toBeInTheDocument();
  });

  it('is not offered when the tenant turns the setting off; choosing and editing stay', async () => {
    const chosen: unknown[] = [];
    renderScripted(<AddressList onChoose={(a) => chosen.push(a.addressId)} />, (f) => scriptAddressCalls(f), { plugins: [tenant(false)] });
    await screen.findByText('Wang Fang', {}, { timeout: 15_000 });
    expect(newAddress()).not.toBeInTheDocument();
    expect(screen.getAllByText('Edit', { selector: 'button span' }).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('radio', { name: /Wang Fang/ }));
    expect(chosen).toEqual([2]);
  });

  it('stays in the plain address list (no picker) whatever the setting', async () => {
    renderScripted(<AddressList />, (f) => scriptAddressCalls(f), { plugins: [tenant(false)] });
    await screen.findByText('Wang Fang', {}, { timeout: 15_000 });
    expect(newAddress()).toBeInTheDocument();
  });
});
