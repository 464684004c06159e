import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './carousel';
import { Modal } from './modal';
import { renderWithUi } from './testing';

describe('Carousel', () => {
  it('shows one item per page and pages with the arrows', async () => {
    renderWithUi(<Carousel label="Banners" items={['first', 'second', 'third']} />);
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(screen.queryByText('second')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByText('second')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('third')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByText('third')).toBeInTheDocument();
  });

  it('keeps the focus on Next at the last slide, so Escape still closes the modal around it', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithUi(
      <Modal open title="Bonus" onClose={onClose}>
        <Carousel label="Banners" items={['first', 'second']} />
      </Modal>,
    );
    const next = screen.getByRole('button', { name: 'Next slide' });
    await user.click(next);
    expect(screen.getByText('second')).toBeInTheDocument();
    // Browsers drop the focus of a button that becomes disabled: the end is marked, not disabled.
    expect(next).toBeEnabled();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Bonus' })).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('has no controls for a single item', () => {
    renderWithUi(<Carousel label="Banners" items={['only']} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
