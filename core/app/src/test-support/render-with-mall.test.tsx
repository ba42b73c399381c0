import { screen } from '@testing-library/react';
import MyMallPage from '../shell/pages/my-mall-page';
import { renderWithMall } from './render-with-mall';

it('renders a page in a started mall, with permission checks answered by the fake server', async () => {
  const { fake } = renderWithMall(<MyMallPage />, { path: '/my-mall' });
  fake.on('POST /iam/hzero/v1/menus/check-permissions', (call) => ({
    json: (call.body as string[]).map((code) => ({ code, approve: code !== 'mall.my-mall.my-invoice', controllerType: 'hidden' })),
  }));
  expect(await screen.findByText('My requests', {}, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.getByText('My orders')).toBeInTheDocument();
  expect(screen.getByText('Personal centre')).toBeInTheDocument();
  expect(screen.queryByText('My invoices')).not.toBeInTheDocument();
});
