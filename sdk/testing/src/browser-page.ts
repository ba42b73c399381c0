/**
 * Runs core's browser code inside a Node test, where the in-process gateway must run (Vitest's
 * jsdom environment replaces Node's URL and breaks the server's file paths). On the budget save
 * path core reads only the page address from `window` (the mall context's channel), and its
 * cookie and storage access already tolerates their absence; so a page address is all it gets.
 * Where a real window exists (a jsdom test) it is used as it is.
 */
export async function atPage<T>(href: string, run: () => Promise<T>): Promise<T> {
  if (typeof globalThis.window !== 'undefined') return run();
  const scope = globalThis as { window?: unknown };
  scope.window = { location: new URL(href) };
  try {
    return await run();
  } finally {
    delete scope.window;
  }
}
