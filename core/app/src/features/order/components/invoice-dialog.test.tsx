import type { InvoiceDialogValues } from '@mall/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithMall } from '../../../test-support/render-with-mall';
import { scriptLookups } from '../test-support/open-before-order';
import { InvoiceDialog } from './invoice-dialog';

vi.setConfig({ testTimeout: 60_000 });

// antd shows a field's help after its motion, which a busy machine can take seconds to run
const SLOW = { timeout: 10_000 };
const REQUIRED = 'required, please complete the information';
const SPECIAL_OFF = 'A special invoice is not available with personal payment, a personal title or this invoice detail';
const company: InvoiceDialogValues = {
  invoiceMethodCode: '1',
  invoiceTypeCode: '1',
  invoiceTitleTypeCode: '1',
  invoiceDetailTypeCode: '1',
  invoiceHeader: 'ACME',
  taxRegistrationNumber: 'TAX1',
  taxRegistrationAddress: 'Road 1',
  taxRegistrationPhone: '010-1234567',
  depositBank: 'Bank',
  bankAccountNum: '6222',
};

function open(initial: InvoiceDialogValues, paymentMethodCode?: string) {
  const onOk = vi.fn();
  const onCancel = vi.fn();
  renderWithMall(<InvoiceDialog open initial={initial} paymentMethodCode={paymentMethodCode} onOk={onOk} onCancel={onCancel} />, { script: scriptLookups });
  return { onOk, onCancel, dialog: screen.getByRole('dialog') };
}

const itemOf = (label: string) => screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
const ok = () => fireEvent.click(screen.getByRole('button', { name: 'OK' }));

async function typeOptions(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  await screen.findByText('VAT special invoice', { selector: '.ant-select-item-option-content' });
  return (text: string) => screen.getByText(text, { selector: '.ant-select-item-option-content' }).closest('.ant-select-item') as HTMLElement;
}

describe('invoice dialog', () => {
  it('asks for method, type, title type and detail with the required message beside each, and hands nothing over', async () => {
    const { onOk } = open({});
    ok();
    for (const label of ['Invoice method', 'Invoice type', 'Title type', 'Invoice detail']) {
      expect(await within(itemOf(label)).findByText(REQUIRED, {}, SLOW)).toBeInTheDocument();
    }
    expect(onOk).not.toHaveBeenCalled();
  });

  it('a company title needs the title, tax number, bank, address, phone and account', async () => {
    const { onOk } = open({ invoiceMethodCode: '1', invoiceTypeCode: '1', invoiceTitleTypeCode: '1', invoiceDetailTypeCode: '1' });
    ok();
    for (const label of ['Invoice title', 'Tax registration number', 'Registered address', 'Registered phone', 'Deposit bank', 'Bank account']) {
      expect(await within(itemOf(label)).findByText(REQUIRED, {}, SLOW)).toBeInTheDocument();
    }
    expect(onOk).not.toHaveBeenCalled();
  });

  it('a personal title needs none of the company fields', async () => {
    const { onOk } = open({ invoiceMethodCode: '1', invoiceTypeCode: '1', invoiceTitleTypeCode: '2', invoiceDetailTypeCode: '1' });
    ok();
    await waitFor(() => expect(onOk).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['personal payment', company, 'PERSONAL_PAYMENT'],
    ['a personal title', { ...company, invoiceTitleTypeCode: '2' }, undefined],
    ['detail type 100', { ...company, invoiceDetailTypeCode: '100' }, undefined],
  ])('turns the special invoice off for %s', async (_case, initial, payment) => {
    open(initial, payment);
    expect(screen.getByText(SPECIAL_OFF)).toBeInTheDocument();
    const option = await typeOptions('Invoice type');
    expect(option('VAT special invoice')).toHaveClass('ant-select-item-option-disabled');
    expect(option('VAT ordinary invoice')).not.toHaveClass('ant-select-item-option-disabled');
  });

  it('keeps the special invoice on for a company title paid by the company', async () => {
    open(company, 'MONTHLY');
    expect(screen.queryByText(SPECIAL_OFF)).not.toBeInTheDocument();
    const option = await typeOptions('Invoice type');
    expect(option('VAT special invoice')).not.toHaveClass('ant-select-item-option-disabled');
  });

  // Spec 3: "Method, type, title, detail all required ... method 2 disables the others": disabled, not exempt.
  it('method 2 disables the other fields, which keep their values and stay required', async () => {
    const { onOk } = open({ ...company, invoiceMethodCode: '2' });
    for (const label of ['Invoice type', 'Title type', 'Invoice detail']) expect(screen.getByRole('combobox', { name: label })).toBeDisabled();
    expect(screen.getByLabelText('Invoice title')).toBeDisabled();
    expect(screen.getByLabelText('Invoice title')).toHaveValue('ACME');
    ok();
    await waitFor(() => expect(onOk).toHaveBeenCalledWith({ ...company, invoiceMethodCode: '2' }));
  });

  it('method 2 over empty fields still asks for type, title type and detail', async () => {
    const { onOk } = open({ invoiceMethodCode: '2' });
    ok();
    for (const label of ['Invoice type', 'Title type', 'Invoice detail']) {
      expect(await within(itemOf(label)).findByText(REQUIRED, {}, SLOW)).toBeInTheDocument();
    }
    expect(onOk).not.toHaveBeenCalled();
  });

  it('refuses a remark over 100 characters', async () => {
    const { onOk } = open(company);
    fireEvent.change(screen.getByLabelText('Invoice remark'), { target: { value: 'x'.repeat(101) } });
    ok();
    expect(await screen.findByText('invoice remark cannot exceed 100 characters', {}, SLOW)).toBeInTheDocument();
    expect(onOk).not.toHaveBeenCalled();
  });

  it('OK hands over the edited values; Cancel hands over nothing', async () => {
    const { onOk, onCancel } = open(company);
    fireEvent.change(screen.getByLabelText('Invoice title'), { target: { value: 'ACME Ltd' } });
    ok();
    await waitFor(() => expect(onOk).toHaveBeenCalledWith({ ...company, invoiceHeader: 'ACME Ltd' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onOk).toHaveBeenCalledTimes(1);
  });
});
