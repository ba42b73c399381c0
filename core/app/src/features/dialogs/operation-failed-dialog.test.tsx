import { fireEvent, screen } from '@testing-library/react';
import { renderWithMall } from '../../test-support/render-with-mall';
import { OperationFailedDialog } from './operation-failed-dialog';

vi.setConfig({ testTimeout: 30_000 });

describe('operation failed dialog', () => {
  it.each([
    { fields: ['Cost centre'], text: 'operation failed, required fields Cost centre are empty, please contact the administrator' },
    { fields: ['Cost centre', 'Project'], text: 'operation failed, required fields Cost centre, Project are empty, please contact the administrator' },
  ])('lists $fields', ({ fields, text }) => {
    const onClose = vi.fn();
    renderWithMall(<OperationFailedDialog open fields={fields} onClose={onClose} />);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });
});
