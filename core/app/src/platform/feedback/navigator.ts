/** Moves the buyer around: in-app routes, full-page redirects and reloads. TYPES.Navigator. */
export interface Navigator {
  /** In-app navigation to a route path (with optional navigation state). */
  go(path: string, state?: unknown): void;
  /** Leaves the app, or reloads it at another address: sign-in pages, cashier links. */
  redirect(url: string): void;
  reload(): void;
  /** The full current address, hash included. */
  currentUrl(): string;
}
