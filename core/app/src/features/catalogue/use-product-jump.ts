import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { createPageJump } from '../../shell/page-jump';
import { useMallRuntime } from '../../shell/mall-runtime';

/** The detail address of a product; under /sigl in the personal mall. */
export function productDetailPath(productId: number, sourceFrom: string, personal: boolean): string {
  const query = new URLSearchParams({ productId: String(productId), sourceFrom });
  return `${personal ? '/sigl' : ''}/product-detail?${query.toString()}`;
}

/** True on the personal-member (sigl) pages. */
export function usePersonalMall(): boolean {
  return useLocation().pathname.startsWith('/sigl');
}

/**
 * Opens a product's detail with the tenant's page-jump rule (spec 1 section 2): a new tab, or
 * in place with NO_JUMP. Returns the href too, so links stay real links.
 */
export function useProductJump() {
  const { host } = useMallRuntime();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const personal = pathname.startsWith('/sigl');
  const hrefOf = useCallback((productId: number, sourceFrom: string) => productDetailPath(productId, sourceFrom, personal), [personal]);
  const open = useCallback(
    (productId: number, sourceFrom: string) =>
      createPageJump({
        setting: host.settings().pageJump,
        currentPath: () => pathname,
        navigate: (to, options) => void navigate(to, options),
        openTab: (href) => window.open(href, '_blank', 'noopener'),
      })(hrefOf(productId, sourceFrom)),
    [host, navigate, pathname, hrefOf],
  );
  return { hrefOf, open };
}
