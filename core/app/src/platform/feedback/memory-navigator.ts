import { injectable } from 'inversify';
import type { Navigator } from './navigator';

export type NavigatorVisit =
  | { readonly kind: 'go'; readonly path: string; readonly state?: unknown }
  | { readonly kind: 'redirect'; readonly url: string }
  | { readonly kind: 'reload' };

/** A Navigator for tests: keeps the address in memory and records every move. */
@injectable()
export class MemoryNavigator implements Navigator {
  readonly visits: NavigatorVisit[] = [];
  private url: URL;

  constructor(initialUrl = 'http://mall.test/') {
    this.url = new URL(initialUrl);
  }

  /** Puts the browser at an address without recording a visit (the page the test starts on). */
  setUrl(url: string): void {
    this.url = new URL(url, this.url);
  }

  go(path: string, state?: unknown): void {
    this.visits.push(state === undefined ? { kind: 'go', path } : { kind: 'go', path, state });
    this.url = new URL(path, this.url);
  }

  redirect(url: string): void {
    this.visits.push({ kind: 'redirect', url });
    this.url = new URL(url, this.url);
  }

  reload(): void {
    this.visits.push({ kind: 'reload' });
  }

  currentUrl(): string {
    return this.url.href;
  }

  /** The last visit, if any. */
  last(): NavigatorVisit | undefined {
    return this.visits[this.visits.length - 1];
  }
}
