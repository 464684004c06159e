import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyButton } from './copy-button';
import { renderWithUi } from './testing';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('CopyButton', () => {
  it("says 'Copied' with the text when the clipboard takes it", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    renderWithUi(<CopyButton text="0812345678" />);
    stubClipboard(writeText);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('0812345678');
    expect(await screen.findByText('Copied 0812345678')).toBeInTheDocument();
  });

  it("says 'Failed to copy' when the clipboard refuses", async () => {
    renderWithUi(<CopyButton text="secret" label="Copy password" />);
    stubClipboard(() => Promise.reject(new Error('denied')));
    await userEvent.click(screen.getByRole('button', { name: 'Copy password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to copy');
  });
});
