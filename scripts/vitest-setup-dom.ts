import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import 'reflect-metadata';

// findBy* and waitFor give up after 1 s by default. On CI's two shared cores, with two test
// workers, a page's lazily loaded part or a chain of fake calls can take longer than that while
// the same test passes alone (before-order's split-orders case failed so at load 8). A passing
// check returns as soon as it holds, so the longer bound costs nothing when nothing is wrong.
configure({ asyncUtilTimeout: 5000 });

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

// antd writes its CSS-in-JS into <style> elements in <head>: about 2,000 rules per page. jsdom's
// getComputedStyle matches every rule against the element and its ancestors, and Testing
// Library calls it for each candidate of every *ByRole query, so a page test spent 90 % of its
// time there (my-orders: 140 s of test bodies, 12 s without). Tests assert roles, names, text
// and calls, not styles, so those <style> elements go to a detached holder instead. What antd
// hides with inline styles or removes from the DOM stays hidden; only class-based CSS is gone,
// which the end-to-end journeys check in a real browser.
if (hasWindow) {
  const styleHolder = document.createElement('div');
  const head = document.head;
  const append = head.appendChild.bind(head);
  const insertBefore = head.insertBefore.bind(head);
  const removeChild = head.removeChild.bind(head);
  const isStyle = (node: Node) => node.nodeName === 'STYLE';
  head.appendChild = (<T extends Node>(node: T): T => (isStyle(node) ? styleHolder.appendChild(node) : append(node))) as typeof head.appendChild;
  head.insertBefore = (<T extends Node>(node: T, child: Node | null): T =>
    isStyle(node) ? styleHolder.appendChild(node) : insertBefore(node, child)) as typeof head.insertBefore;
  head.removeChild = (<T extends Node>(node: T): T => (node.parentNode === styleHolder ? styleHolder.removeChild(node) : removeChild(node))) as typeof head.removeChild;
}
