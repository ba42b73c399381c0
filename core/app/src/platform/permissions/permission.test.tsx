import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServicesProvider } from '../../shell/services-context';
import { clearBrowserStorage, createPlatformTestContainer } from '../session/platform-test-container';
import { TYPES } from '../tokens';
import { Permission } from './permission';
import { usePermission } from './use-permission';

const CHECK = '/iam/hzero/v1/menus/check-permissions';
const reply = [
  { code: 'mall.cart.button.import', approve: true, controllerType: 'hidden' },
  { code: 'mall.cart.button.import-new', approve: false, controllerType: 'disabled' },
  { code: 'mall.cart.button.export', approve: false, controllerType: 'hidden' },
];

async function mount(ui: React.ReactNode, options: { mixedTenant?: boolean } = {}) {
  const platform = createPlatformTestContainer();
  platform.fake.on(`POST ${CHECK}`, { json: reply });
  if (options.mixedTenant) {
    // Mixed tenancy comes from the session's mall config.
    platform.tokens.setAccessToken('tok');
    platform.fake.on('GET /iam/hzero/v1/users/self', { json: { id: 1, organizationId: 42 } });
    platform.fake.on('GET /smal/v1/mall-page-configs/new/mall-config', { json: { mixDeploymentFlag: 1 } });
    platform.fake.on('GET /smal/v1/42/prepare', { json: { userId: 1, organizationId: 42 } });
    const started = platform.session.startSession();
    await vi.advanceTimersByTimeAsync(0);
    await started;
    expect(platform.session.mixedTenant).toBe(true);
  }
  render(<ServicesProvider container={platform.container}>{ui}</ServicesProvider>);
  return platform;
}

async function answer() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
}

beforeEach(() => {
  clearBrowserStorage();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('<Permission>', () => {
  it('shows nothing while pending, then the children when granted', async () => {
    await mount(<Permission code="/mall/cart/button/import">Import</Permission>);
    expect(screen.queryByText('Import')).not.toBeInTheDocument();
    await answer();
    expect(screen.getByText('Import')).toBeInTheDocument();
  });

  it('shows nothing when denied and hidden', async () => {
    await mount(
      <>
        <Permission code="mall.cart.button.export">Export</Permission>
        <Permission code="mall.cart.button.import">Import</Permission>
      </>,
    );
    await answer();
    expect(screen.getByText('Import')).toBeInTheDocument();
    expect(screen.queryByText('Export')).not.toBeInTheDocument();
  });

  it('greys out and blocks the control when denied and disabled', async () => {
    const onClick = vi.fn();
    await mount(
      <Permission code="mall.cart.button.import-new">
        <button onClick={onClick}>New import</button>
      </Permission>,
    );
    await answer();
    const wrapper = screen.getByText('New import').closest('[aria-disabled="true"]');
    expect(wrapper).toBeInTheDocument();
    expect(wrapper).toHaveStyle({ cursor: 'not-allowed' });
    vi.useRealTimers();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByText('New import'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('lets the caller choose the controller type', async () => {
    await mount(
      <Permission code="mall.cart.button.export" controllerType="disabled">
        Export
      </Permission>,
    );
    await answer();
    expect(screen.getByText('Export').closest('[aria-disabled="true"]')).toBeInTheDocument();
  });

  it('shows nothing in a mixed tenant, even when granted', async () => {
    const { container } = await mount(<Permission code="mall.cart.button.import">Import</Permission>, { mixedTenant: true });
    await answer();
    expect(container.get<{ state(code: string): { status: string } }>(TYPES.PermissionChecker).state('mall.cart.button.import').status).toBe('granted');
    expect(screen.queryByText('Import')).not.toBeInTheDocument();
  });
});

describe('usePermission', () => {
  function Probe({ code }: { code: string }) {
    const state = usePermission(code);
    return <span>{`${state.status}/${state.controllerType}`}</span>;
  }

  it('follows the state of the code', async () => {
    await mount(<Probe code="mall.cart.button.import-new" />);
    expect(screen.getByText('pending/hidden')).toBeInTheDocument();
    await answer();
    expect(screen.getByText('denied/disabled')).toBeInTheDocument();
  });
});
