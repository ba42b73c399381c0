import { fireEvent, screen } from '@testing-library/react';
import { renderWithMall } from '../test-support/render-with-mall';
import { CopyableCode } from './copyable-code';

vi.setConfig({ testTimeout: 60_000 });

it("copies the code and says 'copy succeeded'", async () => {
  const writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  document.execCommand = vi.fn().mockReturnValue(true);
  renderWithMall(<CopyableCode code="PO-2024-0001" />);
  fireEvent.click(screen.getByRole('button', { name: /Copy/ }));
  expect(await screen.findByText('copy succeeded', {}, { timeout: 30_000 })).toBeInTheDocument();
});
