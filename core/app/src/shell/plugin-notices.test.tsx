import { screen } from '@testing-library/react';
import { act } from 'react';
import { renderWithMall } from '../test-support/render-with-mall';
import { PluginNotices } from './plugin-notices';

it('tells the buyer, without blocking, that a tenant plugin was left out', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { host } = renderWithMall(
    <>
      <PluginNotices />
      <p>page content</p>
    </>,
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  act(() => host.report({ pluginId: '@mall-tenant/broken', kind: 'incompatible', message: 'needs SDK ^2.0.0, the mall runs SDK 1.0.0' }));
  expect(
    await screen.findByText('Your mall customisation @mall-tenant/broken is not active (it needs another version of the mall); you are using the standard mall.'),
  ).toBeInTheDocument();
  expect(screen.getByText('page content')).toBeInTheDocument();
  expect(console.error).toHaveBeenCalledWith('[plugin @mall-tenant/broken] incompatible: needs SDK ^2.0.0, the mall runs SDK 1.0.0');
});
