import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithMall } from '../../../test-support/render-with-mall';
import { LookupViewInput } from './lookup-view-input';

vi.setConfig({ testTimeout: 60_000 });

function Field({ required }: { required: boolean }) {
  const [value, setValue] = useState<unknown>('IT');
  const [meaning, setMeaning] = useState<string | undefined>('IT expenses');
  return (
    <LookupViewInput
      aria-label="Expense type"
      viewCode="SMAL.FEE_TYPE"
      required={required}
      value={value}
      meaning={meaning}
      onChange={(next, text) => {
        setValue(next);
        setMeaning(text);
      }}
    />
  );
}

describe('lookup field with a view', () => {
  it("shows the chosen record's text; a required one cleared says 'required, please complete the information'", () => {
    renderWithMall(<Field required />);
    expect(screen.getByRole('textbox', { name: 'Expense type' })).toHaveValue('IT expenses');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('textbox', { name: 'Expense type' })).toHaveValue('');
    expect(screen.getByText('required, please complete the information')).toBeInTheDocument();
  });

  it('an optional one cleared says nothing', () => {
    renderWithMall(<Field required={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByText('required, please complete the information')).not.toBeInTheDocument();
  });
});
