import { fireEvent, screen } from '@testing-library/react';
import { renderWithMall } from '../../test-support/render-with-mall';
import { RemarkDialog } from './remark-dialog';

vi.setConfig({ testTimeout: 30_000 });

function open(props: Partial<Parameters<typeof RemarkDialog>[0]> = {}) {
  const onOk = vi.fn();
  const onCancel = vi.fn();
  renderWithMall(<RemarkDialog open onOk={onOk} onCancel={onCancel} {...props} />);
  return { onOk, onCancel, box: screen.getByRole('textbox', { name: props.fieldName ?? 'Remark' }) };
}

describe('remark dialog', () => {
  it('returns the entered text on OK and counts its length against the limit', () => {
    const { onOk, box } = open({ maxLength: 20 });
    fireEvent.change(box, { target: { value: 'leave at reception' } });
    expect(screen.getByText('18 / 20')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledWith('leave at reception');
  });

  it.each([
    { name: 'required and empty', props: { required: true }, value: '   ', message: 'please fill in Remark' },
    { name: 'over the caller limit', props: { maxLength: 5 }, value: 'too long text', message: 'Remark cannot exceed 5 characters' },
    { name: 'named field, required', props: { required: true, fieldName: 'Delivery note' }, value: '', message: 'please fill in Delivery note' },
  ])('$name: shows "$message" next to the field and does not return', ({ props, value, message }) => {
    const { onOk, box } = open(props);
    fireEvent.change(box, { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(onOk).not.toHaveBeenCalled();
    expect(box).toHaveValue(value);
  });

  it('empty is fine when not required; the message clears once corrected', () => {
    const { onOk, box } = open({ maxLength: 5 });
    fireEvent.change(box, { target: { value: 'abcdefg' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByText('Remark cannot exceed 5 characters')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: '' } });
    expect(screen.queryByText('Remark cannot exceed 5 characters')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledWith('');
  });

  it('starts from the caller value and cancels without returning', () => {
    const { onOk, onCancel, box } = open({ initialValue: 'old note' });
    expect(box).toHaveValue('old note');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onOk).not.toHaveBeenCalled();
  });
});
