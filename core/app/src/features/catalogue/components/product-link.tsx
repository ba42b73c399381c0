import { Typography } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useProductJump } from '../use-product-jump';

/** Spec 1 section 6: 'Product links are disabled for MANUAL-source goods and those with a quotation number.' */
export function isProductLinkDisabled(product: { readonly productSource: string; readonly qtHeaderNo?: string | null }): boolean {
  return product.productSource === 'MANUAL' || Boolean(product.qtHeaderNo);
}

interface Props {
  readonly product: { readonly productId: number; readonly productSource: string; readonly qtHeaderNo?: string | null };
  readonly children: ReactNode;
}

/**
 * A product's name linking to its detail with the tenant's page jump (a real link, so a modified
 * click opens a tab as the browser would); plain text where the spec disables the link.
 */
export function ProductLink({ product, children }: Props) {
  const { hrefOf, open } = useProductJump();
  if (isProductLinkDisabled(product)) return <Typography.Text>{children}</Typography.Text>;
  const onClick = (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    open(product.productId, product.productSource);
  };
  return (
    <a href={hrefOf(product.productId, product.productSource)} onClick={onClick}>
      {children}
    </a>
  );
}
