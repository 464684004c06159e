import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './carousel';
import { renderWithUi } from './testing';

describe('Carousel', () => {
  it('shows one item per page and pages with the arrows', async () => {
    renderWithUi(<Carousel label="Banners" items={['first', 'second', 'third']} />);
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(screen.queryByText('second')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByText('second')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('third')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
  });

  it('has no controls for a single item', () => {
    renderWithUi(<Carousel label="Banners" items={['only']} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
