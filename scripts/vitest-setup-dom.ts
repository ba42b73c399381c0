import '@testing-library/jest-dom/vitest';
import 'reflect-metadata';

// antd reads these browser APIs that jsdom does not implement. A test file that runs in the
// node environment (a tenant's server entry) has no window at all.
const hasWindow = typeof window !== 'undefined';
if (hasWindow && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (hasWindow && !('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
