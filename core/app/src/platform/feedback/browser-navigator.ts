import { injectable } from 'inversify';
import type { Navigator } from './navigator';

/** react-router's `navigate`, as far as the Navigator uses it. */
export type RouterNavigate = (path: string, options?: { state?: unknown }) => void;

/**
 * The browser Navigator. In-app moves go through the router once the shell attaches it;
 * before that (during session start) they push history, which the router reads when it mounts.
 */
@injectable()
export class BrowserNavigatorImpl implements Navigator {
  private navigate: RouterNavigate | undefined;

  attachRouter(navigate: RouterNavigate): () => void {
    this.navigate = navigate;
    return () => {
      if (this.navigate === navigate) this.navigate = undefined;
    };
  }

  go(path: string, state?: unknown): void {
    if (this.navigate) this.navigate(path, state === undefined ? undefined : { state });
    else window.history.pushState(state ?? null, '', path);
  }

  redirect(url: string): void {
    window.location.assign(url);
  }

  reload(): void {
    window.location.reload();
  }

  currentUrl(): string {
    return window.location.href;
  }
}
