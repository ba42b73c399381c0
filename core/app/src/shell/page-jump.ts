import type { MallSettings } from '@mall/sdk';

/** What a page jump needs from the browser; injected so the rule is testable. */
export interface PageJumpDeps {
  readonly setting: MallSettings['pageJump'];
  readonly currentPath: () => string;
  readonly navigate: (to: string, options?: { state?: unknown; replace?: boolean }) => void;
  readonly openTab: (href: string) => void;
}

/**
 * Spec 1 section 2: navigation opens a new browser tab unless the tenant's page-jump setting
 * is NO_JUMP; then it navigates in place, and reopening the same path goes through /refresh so
 * the page loads anew.
 */
export function createPageJump(deps: PageJumpDeps) {
  return (to: string): void => {
    if (deps.setting !== 'NO_JUMP') {
      deps.openTab(to);
      return;
    }
    const targetPath = to.split(/[?#]/)[0];
    if (targetPath === deps.currentPath()) {
      deps.navigate('/refresh', { state: { to } });
      return;
    }
    deps.navigate(to);
  };
}
