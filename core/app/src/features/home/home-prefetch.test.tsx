import { routes } from '@mall/sdk';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithMall } from '../../test-support/render-with-mall';
import { prefetchPageData } from '../../shell/router/page-data-prefetch';
import HomePage from './pages/home-page';

vi.setConfig({ testTimeout: 60_000 });

let showHome: () => void = () => undefined;
/** The home page arriving later, as its chunk does after the session is known. */
function HomeLater() {
  const [shown, setShown] = useState(false);
  showHome = () => setShown(true);
  return shown ? <HomePage /> : null;
}

it("asks for the home's groups and bulletins beside the page's chunk, and the page uses those answers", async () => {
  const { fake, services, host } = renderWithMall(<HomeLater />, {
    path: '/sigl',
    script: (f) => {
      f.on('GET /smal/v1/11/special-blocks/list', {
        json: [{ productGroupId: 3, groupCode: 'G3', groupType: 4, orderType: 3, title: 'Limited-time deals', subtitle: null, labelName: null, total: 0, productGroupAssignList: [] }],
      });
      f.on('GET /smal/v1/11/bulletin-boards', { json: { content: [], totalElements: 0, number: 0, size: 4 } });
    },
  });
  expect(fake.callsTo('/smal/v1/11/special-blocks/list')).toHaveLength(0);

  prefetchPageData(services, host.get(routes), '/sigl');
  await waitFor(() => expect(fake.callsTo('/smal/v1/11/bulletin-boards')).toHaveLength(1));
  // The member mall's address asks for its own channel.
  expect(fake.callsTo('/smal/v1/11/special-blocks/list').map((c) => c.url.searchParams.get('channel'))).toEqual(['PERSONAL']);

  act(() => showHome());
  expect(await screen.findByRole('heading', { level: 2, name: 'Limited-time deals' })).toBeInTheDocument();
  expect(fake.callsTo('/smal/v1/11/special-blocks/list')).toHaveLength(1);
  expect(fake.callsTo('/smal/v1/11/bulletin-boards')).toHaveLength(1);
});

it('starts nothing for a page without a prefetch', async () => {
  const { fake, services, host } = renderWithMall(<div />);
  prefetchPageData(services, host.get(routes), '/bulletin-boards');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(fake.calls).toHaveLength(0);
});
