import { productDetailAsideSlot } from '@mall/sdk';
import { renderPluginSlot } from '@mall/sdk-testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeedbackRecord } from './feedback-status';
import plugin from './index';

const SKU = 501;
const base = { mainSkuId: SKU, mainSkuName: 'Toner TN-2420', mainSkuCode: 'CALB-0501', mainSkuPrice: 129, mainSkuUom: 'pc', mainSkuSupplierId: 9 };
const TYPES = { status: 200, json: [{ value: 'PRICE', meaning: 'Same product cheaper elsewhere' }, { value: 'OTHER', meaning: 'Other' }] };
const org = 11; // the started mall's organisation

function open(record: FeedbackRecord, more: Record<string, (call: { body: unknown }) => { status: number; json: unknown }> = {}) {
  const view = renderPluginSlot(plugin, productDetailAsideSlot, { productId: SKU, sourceFrom: 'CATA' }, {
    answers: {
      [`GET /smpc/v1/{org}/same-sku-manages/${SKU}`]: { status: 200, json: record },
      'GET /hpfm/v1/{org}/lovs/data': TYPES,
      ...more,
    },
  });
  return view;
}

async function modal() {
  await userEvent.click(await screen.findByTestId('feedback-open'));
  return within(await screen.findByRole('dialog'));
}

describe('same-product feedback modal', () => {
  it("submits a NEW feedback with its type and remark, then shows it read-only with 'Modify'", async () => {
    const sent: unknown[] = [];
    const view = open({ ...base, manageStatus: 'NEW' }, {
      'POST /smpc/v1/{org}/same-sku-manages/submit': (call) => {
        sent.push(call.body);
        return { status: 200, json: { ...base, manageId: 4, manageStatus: 'SUBMIT', manageType: 'PRICE', remark: 'cheaper on JD' } };
      },
    });
    const dialog = await modal();
    expect(await dialog.findByText('Not submitted')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByText('Please choose the feedback type')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.mouseDown(dialog.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Same product cheaper elsewhere'));
    fireEvent.change(dialog.getByTestId('feedback-remark'), { target: { value: 'cheaper on JD' } });
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent).toEqual([{ skuId: SKU, manageType: 'PRICE', remark: 'cheaper on JD' }]));
    expect(await dialog.findByRole('button', { name: 'Modify' })).toBeInTheDocument();
    expect(dialog.getByText('Submitted, being processed')).toBeInTheDocument();
    expect(dialog.getByTestId('feedback-remark')).toBeDisabled();
    expect(dialog.getByTestId('feedback-remark')).toHaveValue('cheaper on JD');
    expect(view.fake.callsTo(`/smpc/v1/${org}/same-sku-manages/submit`)).toHaveLength(1);
  }, 60_000);

  it("shows a result as 'Processing result' with the remark, read-only, and confirms it", async () => {
    const confirmed: unknown[] = [];
    open({ ...base, manageId: 7, manageStatus: 'REJECTED', manageType: 'OTHER', remark: 'dup', approveRemark: 'Not the same article' }, {
      'POST /smpc/v1/{org}/same-sku-manages/confirm': (call) => {
        confirmed.push(call.body);
        return { status: 200, json: { ...base, manageStatus: 'NEW' } };
      },
    });
    const dialog = await modal();
    expect(await dialog.findByText('Processing result')).toBeInTheDocument();
    expect(dialog.getByText('rejected')).toBeInTheDocument();
    expect(dialog.getByText('Not the same article')).toBeInTheDocument();
    expect(dialog.getByTestId('feedback-remark')).toBeDisabled();
    expect(dialog.getByTestId('feedback-remark')).toHaveValue('dup');
    expect(dialog.getByTitle('Other')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(confirmed).toEqual([{ manageId: 7 }]));
  });
});
