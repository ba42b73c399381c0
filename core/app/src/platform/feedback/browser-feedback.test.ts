import { BrowserMonitorImpl, MONITOR_EVENT, type MonitorEventDetail } from './browser-monitor';
import { BrowserNavigatorImpl } from './browser-navigator';
import { MemoryNavigator } from './memory-navigator';

describe('BrowserNavigatorImpl', () => {
  it('pushes history until the router is attached, then goes through the router', () => {
    const navigator = new BrowserNavigatorImpl();
    navigator.go('/sigl', { from: 'session' });
    expect(window.location.pathname).toBe('/sigl');
    expect(window.history.state).toEqual({ from: 'session' });
    const navigate = vi.fn();
    const detach = navigator.attachRouter(navigate);
    navigator.go('/cart', { again: true });
    expect(navigate).toHaveBeenCalledWith('/cart', { state: { again: true } });
    detach();
    navigator.go('/');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigator.currentUrl()).toBe(`${window.location.origin}/`);
  });
});

describe('BrowserMonitorImpl', () => {
  it('raises the monitoring event with the class', () => {
    const seen: MonitorEventDetail[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent<MonitorEventDetail>).detail);
    window.addEventListener(MONITOR_EVENT, listener);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('db timeout');
    new BrowserMonitorImpl().report(error, { class: 'server-fault' });
    window.removeEventListener(MONITOR_EVENT, listener);
    expect(seen).toEqual([{ error, class: 'server-fault' }]);
    expect(log).toHaveBeenCalledWith('[server-fault]', error);
    log.mockRestore();
  });
});

describe('MemoryNavigator', () => {
  it('records moves and follows relative paths', () => {
    const navigator = new MemoryNavigator('http://mall.test/cart?x=1');
    navigator.go('/sigl');
    navigator.redirect('https://sso.test/login');
    navigator.reload();
    expect(navigator.visits).toEqual([{ kind: 'go', path: '/sigl' }, { kind: 'redirect', url: 'https://sso.test/login' }, { kind: 'reload' }]);
    expect(navigator.currentUrl()).toBe('https://sso.test/login');
  });
});
