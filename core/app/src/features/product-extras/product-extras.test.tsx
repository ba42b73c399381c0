import { productDetailAsideSlot } from '@mall/sdk';
import { screen, waitFor } from '@testing-library/react';
import { corePlugin } from '../../core-plugin/core-plugin';
import { PluginHost } from '../../platform/plugin-host';
import { renderPage } from '../../test-support/render-page';
import { EcPlatformLabels } from './components/ec-platform-labels';
import { ProductAssessments } from './components/product-assessments';

// Spec 1 section 7, product detail: 'GET assessments/sku-all-assessment'; 'GET ec-platforms
// (default page 0, size 10), ec-platforms/labels'.
vi.setConfig({ testTimeout: 60_000 });
const T = { timeout: 15_000 };
const ASSESSMENTS = '/smpc/v1/11/assessments/sku-all-assessment';
const LABELS = '/smpc/v1/11/ec-platforms/labels';

describe('product detail extras', () => {
  it('core puts the platform labels and the assessments beside every product detail', () => {
    const host = new PluginHost();
    host.register({ definition: corePlugin, version: '0.1.0' });
    expect(host.get(productDetailAsideSlot).map((c) => c.id)).toEqual(expect.arrayContaining(['core.product-detail.platform-labels', 'core.product-detail.assessments']));
  });

  it("shows the SKU's average score, count, good rate and latest assessments", async () => {
    const { fake } = renderPage(<ProductAssessments productId={42} sourceFrom="CATA" />, {}, (f) =>
      f.on(`GET ${ASSESSMENTS}`, {
        json: {
          productId: 42,
          assessmentCount: 12,
          averageScore: 4.5,
          goodRate: 92,
          content: [{ assessmentId: 1, reviewerName: 'b***7', score: 5, content: 'Arrived fast, well packed', createdAt: '2026-11-20T08:00:00.000Z' }],
        },
      }),
    );
    expect(await screen.findByText('Arrived fast, well packed', {}, T)).toBeInTheDocument();
    expect(screen.getByText('12 assessments, 92% good')).toBeInTheDocument();
    expect(screen.getByText('4.5')).toBeInTheDocument();
    expect(screen.getByText(/b\*\*\*7 · 2026-11-20/)).toBeInTheDocument();
    const query = fake.callsTo(ASSESSMENTS)[0]!.url.searchParams;
    expect([query.get('productId'), query.get('page'), query.get('size')]).toEqual(['42', '0', '3']);
  });

  it('says when there are no assessments', async () => {
    renderPage(<ProductAssessments productId={42} sourceFrom="CATA" />, {}, (f) =>
      f.on(`GET ${ASSESSMENTS}`, { json: { productId: 42, assessmentCount: 0, averageScore: 0, goodRate: 0, content: [] } }),
    );
    expect(await screen.findByText('No assessments yet', {}, T)).toBeInTheDocument();
  });

  it("shows an e-commerce platform's name and labels for its goods, and asks nothing for catalogue goods", async () => {
    const jd = renderPage(<EcPlatformLabels productId={42} sourceFrom="JD" />, {}, (f) =>
      f.on(`GET ${LABELS}`, { json: { platformCode: 'JD', platformName: 'JD Business', labelList: ['Genuine', 'Next day'] } }),
    );
    expect(await screen.findByText('Sold through JD Business', {}, T)).toBeInTheDocument();
    expect(screen.getByText('Next day')).toBeInTheDocument();
    expect(jd.fake.callsTo(LABELS)[0]!.url.searchParams.get('platformCode')).toBe('JD');
    jd.unmount();
    const cata = renderPage(<EcPlatformLabels productId={42} sourceFrom="CATA" />, {}, () => undefined);
    await waitFor(() => expect(screen.queryByText(/Sold through/)).not.toBeInTheDocument());
    expect(cata.fake.callsTo(LABELS)).toHaveLength(0);
  });
});
