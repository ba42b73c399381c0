import { screen } from '@testing-library/react';
import { renderWithMall } from '../../../test-support/render-with-mall';
import { isProductLinkDisabled, ProductLink } from './product-link';

vi.setConfig({ testTimeout: 60_000 });

// Spec 1 section 6: 'Product links are disabled for MANUAL-source goods and those with a quotation number.'
it.each([
  ['catalogue goods', { productSource: 'CATA' }, false],
  ['e-commerce goods', { productSource: 'JD' }, false],
  ['manual goods', { productSource: 'MANUAL' }, true],
  ['a line with a quotation number', { productSource: 'CATA', qtHeaderNo: 'QT-1' }, true],
])('%s: link disabled %s', (_name, product, disabled) => {
  expect(isProductLinkDisabled(product)).toBe(disabled);
});

it('links to the detail with the product source, and shows manual goods as plain text', async () => {
  renderWithMall(
    <>
      <ProductLink product={{ productId: 3, productSource: 'JD' }}>JD laptop</ProductLink>
      <ProductLink product={{ productId: 4, productSource: 'MANUAL' }}>Hand-entered chair</ProductLink>
    </>,
  );
  expect((await screen.findByText('JD laptop', {}, { timeout: 10_000 })).closest('a')).toHaveAttribute('href', '/product-detail?productId=3&sourceFrom=JD');
  expect(screen.getByText('Hand-entered chair').closest('a')).toBeNull();
});
