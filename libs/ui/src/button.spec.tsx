import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { renderWithUi } from './testing';

describe('Button', () => {
  it('cannot be pressed again while its request is in flight', async () => {
    const onClick = jest.fn();
    const { rerender } = renderWithUi(<Button onClick={onClick}>Transfer</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <Button onClick={onClick} busy>
        Transfer
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Transfer' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
