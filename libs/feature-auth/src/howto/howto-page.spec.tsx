import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegionProvider, regionFromEnv } from '@wallet/config';
import { renderWithUi } from '@wallet/ui/testing';
import { HowtoPage } from './howto-page';

const region = regionFromEnv({ VITE_REGION: 'th', VITE_HOWTO_VIDEO_BASE: '/videos/' });

describe('HowtoPage', () => {
  it('lists the five tutorials and plays the chosen one in a video modal', async () => {
    renderWithUi(<HowtoPage />, { wrap: (children) => <RegionProvider config={region}>{children}</RegionProvider> });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1. How to use the wallet',
      '2. How to enter a game',
      '3. How to check your balance',
      '4. How to receive bonuses',
      '5. How to end a bonus',
    ]);
    await userEvent.click(screen.getByRole('button', { name: '3. How to check your balance' }));
    const dialog = screen.getByRole('dialog', { name: 'How to check your balance' });
    expect(dialog.querySelector('video')).toHaveAttribute('src', '/videos/check-balance.mp4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows each video's own poster frame, out of the tab order and hidden from screen readers", () => {
    renderWithUi(<HowtoPage />, { wrap: (children) => <RegionProvider config={region}>{children}</RegionProvider> });
    const frames = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('video'));
    expect(frames.map((video) => video?.getAttribute('src'))).toEqual([
      '/videos/use-wallet.mp4#t=0.5',
      '/videos/enter-game.mp4#t=0.5',
      '/videos/check-balance.mp4#t=0.5',
      '/videos/receive-bonus.mp4#t=0.5',
      '/videos/end-bonus.mp4#t=0.5',
    ]);
    for (const video of frames) {
      expect(video).toHaveAttribute('preload', 'metadata');
      expect(video).toHaveAttribute('tabindex', '-1');
      expect(video).toHaveAttribute('aria-hidden', 'true');
      expect(video).not.toHaveAttribute('controls');
    }
  });
});
