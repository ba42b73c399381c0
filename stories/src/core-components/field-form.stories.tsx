import { definePlugin, FieldFormToken, messages, msg, type FieldSchema } from '@mall/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComponentStage } from './component-stage';

/** One field of each kind the field-schema language renders, with the checks it offers. */
const sampleFields: readonly FieldSchema[] = [
  { name: 'title', labelKey: 'story.field.title', component: 'input', required: true, maxLength: 40 },
  { name: 'quantity', labelKey: 'story.field.quantity', component: 'number', min: 1, max: 99 },
  {
    name: 'kind',
    labelKey: 'story.field.kind',
    component: 'select',
    options: [
      { value: 'goods', labelKey: 'story.field.kind.goods' },
      { value: 'service', labelKey: 'story.field.kind.service' },
    ],
    clearOnChange: ['reason'],
  },
  // Required only for services: the form shows the mark once the kind is chosen.
  { name: 'reason', labelKey: 'story.field.reason', component: 'textarea', required: (row) => row.kind === 'service', requiredMessage: msg('story.field.reason-required') },
  { name: 'neededDate', labelKey: 'story.field.needed-date', component: 'date' },
  { name: 'urgent', labelKey: 'story.field.urgent', component: 'switch' },
];

/** The sample fields' texts, as a plugin would contribute them. */
const storyTexts = definePlugin({
  id: '@mall-story/field-form',
  version: '0.0.0',
  sdk: '^1.0.0',
  register(ctx) {
    ctx.contribute(
      messages,
      {
        id: 'story.field-form.en_US',
        locale: 'en_US',
        messages: {
          'story.field.title': 'Title',
          'story.field.quantity': 'Quantity',
          'story.field.kind': 'Kind',
          'story.field.kind.goods': 'Goods',
          'story.field.kind.service': 'Service',
          'story.field.reason': 'Reason',
          'story.field.reason-required': 'Say why the service is needed',
          'story.field.needed-date': 'Needed by',
          'story.field.urgent': 'Urgent',
        },
      },
      {
        id: 'story.field-form.zh_CN',
        locale: 'zh_CN',
        messages: {
          'story.field.title': '标题',
          'story.field.quantity': '数量',
          'story.field.kind': '类型',
          'story.field.kind.goods': '商品',
          'story.field.kind.service': '服务',
          'story.field.reason': '原因',
          'story.field.reason-required': '请说明需要该服务的原因',
          'story.field.needed-date': '需求日期',
          'story.field.urgent': '加急',
        },
      },
    );
  },
});

const meta = { title: 'Core components/Field form' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Core's field form over a schema with every kind of field. */
export const Editable: Story = {
  render: () => (
    <ComponentStage
      token={FieldFormToken}
      plugin={storyTexts}
      about="Core's field form: the renderer of budget rows and line extras, for a plugin's own page."
      props={{ fields: sampleFields, initialValues: { quantity: 1 } }}
    />
  ),
};

/** The same form read-only, with values. */
export const ReadOnly: Story = {
  name: 'Read-only',
  render: () => (
    <ComponentStage
      token={FieldFormToken}
      plugin={storyTexts}
      about="Core's field form with every field read-only, as an approved row shows."
      props={{ fields: sampleFields, readOnly: true, initialValues: { title: 'Shelving for store 12', quantity: 4, kind: 'goods', urgent: true } }}
    />
  ),
};
