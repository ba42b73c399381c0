import { useEffect, useState } from 'react';
import { DEFAULT_PRODUCT_IMAGE } from './default-product-image';

/** A product picture that falls back to the default image after a load error. */
export function ProductImage({ src, alt, size = 160 }: { src: string | undefined; alt: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  const shown = !src || failed ? DEFAULT_PRODUCT_IMAGE : src;
  return (
    <img
      src={shown}
      alt={alt}
      width={size}
      height={size}
      style={{ objectFit: 'contain', display: 'block', margin: '0 auto' }}
      onError={() => setFailed(true)}
    />
  );
}
