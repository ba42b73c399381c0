import { definePlugin, messages, msg, orderLineFields, orderSubmitValidators, outcome } from '@mall/sdk';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { completeOrder, openBeforeOrder, PRE_ORDER } from '../test-support/open-before-order';

vi.setConfig({ testTimeout: 120_000 });

const CHECK = '/marmot/v1/11/marmot-api/tenant-check';
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit order' }));

// A tenant line field and a validator that asks the tenant's server about it (ctx.http) and
// places its refusal, and a field finding named by the label key, on that field.
const tenant = definePlugin({
  id: 'tenant-check',
  sdk: '^1.0.0',
  register: (ctx) => {
    ctx.contribute(messages, { id: 'tenant-check.en', locale: 'en_US', messages: { 'tenant.sanction': 'Sanction number', 'tenant.refused': 'Refused: {reason}', 'tenant.code': 'Cost code' } });
    ctx.contribute(orderLineFields, { id: 'tenant-check.sanction', field: { name: 'attributeVarchar12', labelKey: 'tenant.sanction', component: 'input' } });
    ctx.contribute(orderLineFields, { id: 'tenant-check.code', field: { name: 'attributeVarchar2', labelKey: 'tenant.code', component: 'input' } });
    ctx.contribute(orderSubmitValidators, {
      id: 'tenant-check.server',
      validate: async ({ orders }, submitCtx) => {
        const answer = await submitCtx.http!.request<{ reason: string }>('POST', '/marmot/v1/{org}/marmot-api/tenant-check', { body: {} });
        return orders.flatMap((o, index) =>
          o.shoppingCartDTOList.flatMap((line) => [
            outcome.error(msg('tenant.refused', { reason: answer.reason }), { kind: 'field', order: index, line: line.cartId, field: 'attributeVarchar12' }),
            outcome.error(msg('field.required', { label: 'tenant.code' }), { kind: 'field', order: index, line: line.cartId, field: 'attributeVarchar2' }),
          ]),
        );
      },
    });
  },
});

it("shows what a submit validator placed on a tenant's line field at that field, and submits nothing", async () => {
  const { fake } = openBeforeOrder({ orderList: [completeOrder()] }, { plugins: [tenant], script: (f) => f.on(`POST ${CHECK}`, { json: { reason: 'PZ-9 expired' } }) });
  await screen.findByText('Product 1', {}, { timeout: 10_000 });
  submit();
  expect(await screen.findByText('Refused: PZ-9 expired', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByText('Cost code is required')).toBeInTheDocument();
  expect(fake.callsTo(CHECK)).toHaveLength(1);
  await waitFor(() => expect(fake.callsTo(PRE_ORDER)).toHaveLength(0));
});

// Spec 3 "Insurer tenant line extras": 'attributeVarchar11 (ruling number, default NA)': a line
// that reaches the order page without the value starts at the default, on screen and in the submit.
it("starts a tenant line field at its default and submits it", async () => {
  const withDefault = definePlugin({
    id: 'tenant-default',
    sdk: '^1.0.0',
    register: (ctx) => {
      ctx.contribute(messages, { id: 'tenant-default.en', locale: 'en_US', messages: { 'tenant.ruling': 'Ruling number' } });
      ctx.contribute(orderLineFields, { id: 'tenant-default.ruling', field: { name: 'attributeVarchar11', labelKey: 'tenant.ruling', component: 'input', defaultValue: 'NA' } });
    },
  });
  const { fake } = openBeforeOrder({ orderList: [completeOrder()] }, { plugins: [withDefault], script: (f) => f.on(`POST ${PRE_ORDER}`, { json: { failed: false, result: 'LOT1' } }) });
  await screen.findByText('Product 1', {}, { timeout: 10_000 });
  expect(await screen.findByDisplayValue('NA')).toBeInTheDocument();
  submit();
  await waitFor(() => expect(fake.callsTo(PRE_ORDER)).toHaveLength(1), { timeout: 10_000 });
  const [header] = fake.callsTo(PRE_ORDER)[0]!.body as { shoppingCartDTOList: Record<string, unknown>[] }[];
  expect(header!.shoppingCartDTOList[0]).toMatchObject({ attributeVarchar11: 'NA' });
});
