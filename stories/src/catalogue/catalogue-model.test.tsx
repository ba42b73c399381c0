import { extensionPoints } from '@mall/sdk';
import { render, screen, within } from '@testing-library/react';
import { sampleCore, sampleTenant } from '../../../core/app/src/platform/plugin-host/test-fixtures/sample-plugins';
import { buildCatalogue, hostWith, reportsOn } from './catalogue-model';
import { ExtensionPointPage } from './extension-point-page';

const sample = { name: sampleTenant.id, version: '0.3.1', kind: 'fixture' as const, codes: ['SAMPLE'], definition: sampleTenant };
const catalogue = buildCatalogue(sampleCore, [sample]);
const report = catalogue.reports[0]!;
const ids = (entries: readonly { id: string }[]) => entries.map((e) => e.id);

describe('catalogue of the sample tenant over the sample core', () => {
  it.each([
    ['cart.selection-rules', ['sample.same-company'], [], []],
    ['cart.quantity-rule', [], ['core.cart.quantity'], []],
    ['order.submit-validators', ['sample.ruling-number'], [], ['core.order.payment-method']],
    ['budget.dimensions', [], ['core.budget.configured-dimensions'], []],
    ['fields.cart-line', ['sample.ruling'], [], []],
    ['routes', ['/add-purchase'], ['/cart'], []],
    ['menus.my-mall', [], [], ['core.menu.view-history']],
    ['menus.top-bar', ['sample.wallet'], [], []],
    ['slots.cart.footer', ['sample.footer-note'], [], []],
    ['messages', ['sample.messages.zh', 'sample.messages.en'], [], []],
  ])('%s: adds %j, replaces %j, disables %j', (pointId, added, replaced, disabled) => {
    const diff = report.points.get(pointId)!;
    expect(ids(diff.added)).toEqual(added);
    expect(ids(diff.replaced)).toEqual(replaced);
    expect(ids(diff.disabled)).toEqual(disabled);
    expect(diff.replaced.every((e) => e.replaces === 'core' && e.pluginId === sampleTenant.id && e.pluginVersion === '0.3.1')).toBe(true);
  });

  it('leaves the points it does not touch alone', () => {
    const touched = extensionPoints.filter((p) => reportsOn(catalogue, p.id).length > 0).map((p) => p.id);
    expect(touched).not.toContain('fields.order-line');
    expect(touched).not.toContain('settings');
  });

  it('records its settings and rebinds', () => {
    expect(report.settings).toEqual([{ key: 'pageJump', value: 'NO_JUMP', pluginId: sampleTenant.id }]);
    expect(report.rebinds.map((r) => [r.token.name, r.pluginId])).toEqual([['BudgetApi', sampleTenant.id]]);
  });

  it('reports a plugin the host leaves out instead of diffing it', () => {
    const broken = { ...sample, name: '@mall-tenant/broken', definition: { ...sampleTenant, id: '@mall-tenant/broken', sdk: '^2.0.0' } };
    const [left] = buildCatalogue(sampleCore, [broken]).reports;
    expect(left!.leftOut?.map((n) => n.kind)).toEqual(['incompatible']);
    expect(left!.points.size).toBe(0);
  });
});

describe('extension point page', () => {
  it('shows core alone and says no tenant contributes yet', () => {
    render(<ExtensionPointPage pointId="cart.quantity-rule" catalogue={buildCatalogue(sampleCore, [])} />);
    expect(screen.getByText('No other package changes this point.')).toBeInTheDocument();
    expect(screen.getAllByText('core.cart.quantity').length).toBeGreaterThan(0);
    expect(screen.getByText(/Single: exactly one contribution is in effect/)).toBeInTheDocument();
  });

  it('names what each other package changes, in one line each', () => {
    render(<ExtensionPointPage pointId="order.submit-validators" catalogue={catalogue} />);
    expect(screen.getByText('adds sample.ruling-number · disables core.order.payment-method')).toBeInTheDocument();
    expect(screen.getByText('@mall-tenant/sample@0.3.1')).toBeInTheDocument();
  });

  it("shows the toolbar tenant's contributions with their content and the entries it disabled", async () => {
    const host = hostWith(sampleCore, { definition: sampleTenant, version: '0.3.1' });
    const { container } = render(<ExtensionPointPage pointId="order.submit-validators" catalogue={catalogue} active={{ code: 'SAMPLE', packageName: sample.name, host }} />);
    const card = container.querySelector('[data-contribution="sample.ruling-number"]')!;
    expect(card).toHaveAttribute('data-active', 'true');
    expect(within(card as HTMLElement).getByText('@mall-tenant/sample@0.3.1 · order 5')).toBeInTheDocument();
    expect(screen.getByText('disabled (core)')).toBeInTheDocument();
    expect(screen.getByText('No other package changes this point.')).toBeInTheDocument();
    // Run on a sample order, the validator's confirm shows its key; neither locale has a text for it.
    expect(await within(card as HTMLElement).findByText('sample.confirm')).toBeInTheDocument();
    expect(within(card as HTMLElement).getAllByText('⚠ missing: sample.confirm')).toHaveLength(2);
  });
});
