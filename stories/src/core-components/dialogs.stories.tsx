import { CountdownDialogToken, OperationFailedDialogToken, RemarkDialogToken } from '@mall/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComponentStage } from './component-stage';

const meta = { title: 'Core components/Dialogs' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const nothing = () => undefined;

/** Spec 1 screen 6: a remark that is required and at most 200 characters. */
export const RemarkDialog: Story = {
  render: () => (
    <ComponentStage
      token={RemarkDialogToken}
      about="Core's remark-entry dialog (spec 1 screen 6), here required and at most 200 characters."
      props={{ open: true, title: 'Supplier remark', fieldName: 'Supplier remark', required: true, maxLength: 200, onOk: nothing, onCancel: nothing }}
    />
  ),
};

/** Spec 1 screen 7: a message that closes itself after its countdown. */
export const CountdownDialog: Story = {
  render: () => (
    <ComponentStage
      token={CountdownDialogToken}
      about="Core's countdown dialog (spec 1 screen 7): it closes itself when the seconds run out."
      props={{ open: true, message: 'Your order was submitted.', seconds: 30, onDone: nothing }}
    />
  ),
};

/** Spec 1 screen 8: the required fields left empty. */
export const OperationFailedDialog: Story = {
  render: () => (
    <ComponentStage
      token={OperationFailedDialogToken}
      about="Core's operation-failed dialog (spec 1 screen 8), naming the required fields left empty."
      props={{ open: true, fields: ['Project number', 'Cost type'], onClose: nothing }}
    />
  ),
};
