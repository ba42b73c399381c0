import type { RouteContribution } from '@mall/sdk';
import { screen } from '@testing-library/react';
import { act } from 'react';
import { makeAutoObservable } from 'mobx';
import { corePlugin } from '../core-plugin/core-plugin';
import { USER_CENTER_PERMISSION } from '../features/account';
import type { PermissionChecker, PermissionState, PermissionStatus } from '../platform/permissions';
import { renderWithMall } from '../test-support/render-with-mall';
import { PluginHost } from '../platform/plugin-host';
import { routes } from '@mall/sdk';
import { createRouteGuard } from './route-guard';

vi.setConfig({ testTimeout: 60_000 });

/** A checker whose answers the test gives, one code at a time. */
class ScriptedChecker implements PermissionChecker {
  states = new Map<string, PermissionStatus>();
  asked: string[] = [];
  mixedTenant = false;
  constructor() {
    makeAutoObservable(this);
  }
  state(code: string): PermissionState {
    return { status: this.states.get(code) ?? 'pending', controllerType: 'hidden' };
  }
  check(code: string): Promise<PermissionState> {
    this.asked.push(code);
    return Promise.resolve(this.state(code));
  }
  answer(code: string, status: PermissionStatus) {
    this.states.set(code, status);
  }
}

const Page = () => <p>the guarded page</p>;
const route = (permissions?: string[]): RouteContribution => ({ id: '/x', path: '/x', layout: 'main', load: async () => ({ default: Page }), ...(permissions ? { permissions } : {}) });
// Spec 1 section 8: 403 'Sorry, you have no right to access this page'.
const FORBIDDEN = 'Sorry, you have no right to access this page';

// Spec 1 section 6: "Routes can carry a permission list (for example /add-purchase)".
describe('route permission guard', () => {
  it('leaves a route without a permission list as it is', () => {
    const checker = new ScriptedChecker();
    expect(createRouteGuard(checker)(route(), Page)).toBe(Page);
    expect(createRouteGuard(checker)(route([]), Page)).toBe(Page);
  });

  it('asks for every code, waits while any is pending, and shows the page only when all are granted', async () => {
    const checker = new ScriptedChecker();
    const Guarded = createRouteGuard(checker)(route(['a.one', 'a.two']), Page);
    renderWithMall(<Guarded />);
    expect(checker.asked).toEqual(['a.one', 'a.two']);
    expect(screen.queryByText('the guarded page')).not.toBeInTheDocument();
    act(() => checker.answer('a.one', 'granted'));
    expect(screen.queryByText('the guarded page')).not.toBeInTheDocument();
    act(() => checker.answer('a.two', 'granted'));
    expect(await screen.findByText('the guarded page')).toBeInTheDocument();
  });

  it('shows the no-permission text when one code is denied', async () => {
    const checker = new ScriptedChecker();
    checker.answer('a.one', 'granted');
    checker.answer('a.two', 'denied');
    const Guarded = createRouteGuard(checker)(route(['a.one', 'a.two']), Page);
    renderWithMall(<Guarded />);
    expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
    expect(screen.queryByText('the guarded page')).not.toBeInTheDocument();
  });

  it('shows the no-permission text to a mixed tenant even when granted (the permission wrapper rule)', async () => {
    const checker = new ScriptedChecker();
    checker.answer('a.one', 'granted');
    checker.mixedTenant = true;
    const Guarded = createRouteGuard(checker)(route(['a.one']), Page);
    renderWithMall(<Guarded />);
    expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
  });

  it("guards /user-center (and the personal mall's /sigl/user-center) with the personal centre permission", async () => {
    const host = new PluginHost();
    host.register({ definition: corePlugin, version: '0.1.0' });
    const userCenter = host.get(routes).find((r) => r.path === '/user-center')!;
    expect(userCenter.permissions).toEqual([USER_CENTER_PERMISSION]);
    expect(host.get(routes).find((r) => r.path === '/sigl/user-center')).toMatchObject({ layout: 'sigl', permissions: [USER_CENTER_PERMISSION] });
    const checker = new ScriptedChecker();
    checker.answer(USER_CENTER_PERMISSION, 'denied');
    const Guarded = createRouteGuard(checker)(userCenter, Page);
    renderWithMall(<Guarded />);
    expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
    expect(checker.asked).toEqual([USER_CENTER_PERMISSION]);
  });
});
