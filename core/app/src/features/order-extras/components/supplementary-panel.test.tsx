import type { MallOrder } from '@mall/domain';
import { Form } from 'antd';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithMall } from '../../../test-support/render-with-mall';
import type { CustomDimension, ExtraInfo, PurchaseUnitDimensions } from '../order-extras-service';
import { PurchaseUnitDimensionForm } from './purchase-unit-dimension-form';
import { HeaderSupplementaryLink, LineSupplementaryLink } from './supplementary-link';

// One mount per file: the first render of antd's drawer is slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });
const T = { timeout: 20_000 };
const EXTRA = '/smodr/v1/11/orders/extra-info';

const line = (poLineId: number, lineNum: number, skuName: string) => ({ poLineId, lineNum, skuName, skuId: poLineId, cecFromCode: 'JD', quantity: 1, unitPrice: 1, lineAmount: 1, uomName: 'EA' });
const order = (poHeaderId: number, lines: ReturnType<typeof line>[]) =>
  ({ poHeaderId, orderCode: `PO-${poHeaderId}`, poSubNum: `PO-${poHeaderId}`, poSubHeaderId: poHeaderId, ecPlatformCode: 'CATA', mallOrderStatus: 'SUBMITTED', lines }) as unknown as MallOrder;
const withInfo = order(1, [line(11, 1, 'Stapler'), line(12, 2, 'Paper')]);
const without = order(2, [line(21, 1, 'Chair')]);

const dimension = (over: Partial<CustomDimension>): CustomDimension => ({ dimensionCode: 'PROJECT', dimensionName: 'Project', componentType: 'TEXT_FIELD', value: 'PRJ-17', valueName: 'New campus', displayFlag: 1, fxDisplayFlag: 1, ...over });
const info: ExtraInfo[] = [
  {
    poHeaderId: 1,
    headerFieldList: [{ fieldCode: 'remark', visible: 1, value: 'Quarterly restock' }, { fieldCode: 'orderTypeCode', visible: 0, value: 'STANDARD' }],
    headerCustomizedList: [dimension({}), dimension({ dimensionCode: 'NOTE', dimensionName: 'Internal note', value: 'finance only', displayFlag: 0 })],
    lineList: [
      { poLineId: 11, lineNum: 1, skuName: 'Stapler', fieldList: [{ fieldCode: 'neededDate', visible: 1, value: '2026-12-01' }], lineCustomizedList: [dimension({ dimensionCode: 'CC', dimensionName: 'Cost centre', value: 'CC-410', valueName: 'Administration', lineNum: 1 })] },
      { poLineId: 12, lineNum: 2, skuName: 'Paper', fieldList: [{ fieldCode: 'remark', visible: 0, value: 'hidden' }], lineCustomizedList: [] },
    ],
    unitDimensionList: [{ dimensionCode: 'COMPANY', value: 'C-100', valueName: 'Group holding company' }],
  },
  { poHeaderId: 2, headerFieldList: [{ fieldCode: 'remark', visible: 1 }], headerCustomizedList: [], lineList: [{ poLineId: 21, lineNum: 1, skuName: 'Chair', fieldList: [], lineCustomizedList: [] }], unitDimensionList: [] },
];

function DimensionForm() {
  const [form] = Form.useForm<PurchaseUnitDimensions>();
  return <PurchaseUnitDimensionForm form={form} initial={{ COMPANY: 'C-100' }} />;
}

it('shows the links only where there is information, fetched in one call, and the panel with the visible fields and dimensions', async () => {
  const { fake } = renderWithMall(
    <>
      <div data-testid="order-1">
        <HeaderSupplementaryLink order={withInfo} refresh={() => undefined} place="list" />
      </div>
      {withInfo.lines.map((l) => (
        <div key={l.poLineId} data-testid={`line-${l.poLineId}`}>
          <LineSupplementaryLink order={withInfo} line={l} refresh={() => undefined} />
        </div>
      ))}
      <div data-testid="order-2">
        <HeaderSupplementaryLink order={without} refresh={() => undefined} place="list" />
        <LineSupplementaryLink order={without} line={without.lines[0]!} refresh={() => undefined} />
      </div>
      <DimensionForm />
    </>,
    { script: (f) => f.on(`GET ${EXTRA}`, { json: info }).on('GET /hpfm/v1/11/lovs/data', { json: [{ value: 'C-100', meaning: 'Group holding company' }] }) },
  );
  await within(screen.getByTestId('order-1')).findByRole('button', { name: 'Supplementary information' }, T);
  expect(within(screen.getByTestId('line-11')).getByRole('button', { name: 'Supplementary information' })).toBeTruthy();
  // Line 2 has only a hidden field; order 2 only a field without a value: no link.
  expect(within(screen.getByTestId('line-12')).queryByRole('button')).toBeNull();
  expect(within(screen.getByTestId('order-2')).queryByRole('button')).toBeNull();
  expect(fake.callsTo(EXTRA)).toHaveLength(1);
  expect(fake.callsTo(EXTRA)[0]!.url.searchParams.get('orderIds')!.split(',').sort()).toEqual(['1', '2']);

  // Forced validation: the four empty dimensions say so at once; the record starts with the given value.
  await waitFor(() => expect(screen.getAllByText('required, please complete the information')).toHaveLength(4), T);

  fireEvent.click(within(screen.getByTestId('order-1')).getByRole('button', { name: 'Supplementary information' }));
  const header = await screen.findByRole('dialog', {}, T);
  await within(header).findByText('Quarterly restock', {}, T);
  expect(within(header).getByText('Supplementary information')).toBeTruthy();
  expect(within(header).getByText('PO-1')).toBeTruthy();
  expect(within(header).getByText('New campus (PRJ-17)')).toBeTruthy();
  expect(within(header).getByText('Group holding company')).toBeTruthy();
  expect(within(header).queryByText('STANDARD')).toBeNull();
  expect(within(header).queryByText(/finance only/)).toBeNull();
  expect((header.closest('.ant-drawer-content-wrapper') as HTMLElement | null)?.style.width).toBe('380px');
  fireEvent.click(within(header).getAllByRole('button', { name: 'Close' }).at(-1)!);

  fireEvent.click(within(screen.getByTestId('line-11')).getByRole('button', { name: 'Supplementary information' }));
  await screen.findByText('Administration (CC-410)', {}, T);
  expect(screen.getByText('2026-12-01')).toBeTruthy();
  expect(screen.getByText('Stapler', { selector: 'h5' })).toBeTruthy();
});
