import { OperationFailedDialogToken, RemarkDialogToken, useMallService } from '@mall/sdk';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithMall } from '../../test-support/render-with-mall';

vi.setConfig({ testTimeout: 60_000 });

// Tenant pages as a plugin writes them: core's dialogs through the SDK tokens, nothing imported from core.
function TenantRejectPage({ onRemark }: { onRemark: (remark: string) => void }) {
  const RemarkDialog = useMallService(RemarkDialogToken);
  const [open, setOpen] = useState(true);
  const done = (remark: string) => {
    onRemark(remark);
    setOpen(false);
  };
  return <RemarkDialog open={open} title="Reject reason" required maxLength={5} onOk={done} onCancel={() => setOpen(false)} />;
}

function TenantConfigCheckPage() {
  const OperationFailedDialog = useMallService(OperationFailedDialogToken);
  return <OperationFailedDialog open fields={['Cost centre', 'Budget number']} onClose={() => undefined} />;
}

describe('generic dialogs through the SDK tokens', () => {
  it("give a plugin's page core's remark dialog, with the caller's required and maxLength", async () => {
    const onRemark = vi.fn();
    renderWithMall(<TenantRejectPage onRemark={onRemark} />);
    const input = await screen.findByRole('textbox', {}, { timeout: 10_000 });
    fireEvent.change(input, { target: { value: 'too long' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Remark cannot exceed 5 characters')).toBeInTheDocument();
    expect(onRemark).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: ' ok ' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onRemark).toHaveBeenCalledWith('ok');
  });

  it("give a plugin's page core's operation-failed dialog with the spec's message", async () => {
    renderWithMall(<TenantConfigCheckPage />);
    expect(
      await screen.findByText('operation failed, required fields Cost centre, Budget number are empty, please contact the administrator', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
