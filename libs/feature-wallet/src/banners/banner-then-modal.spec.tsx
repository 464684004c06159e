import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, renderWallet, startServer } from '../testing/wallet-test-kit';
import { BannerThenModal, type BannerSource } from './banner-then-modal';

const server = startServer();

function answerBanners(source: BannerSource, banners: unknown[], status = 200) {
  const calls: string[] = [];
  server.use(
    http.get(`${API}/api/${source}/banners`, ({ request }) => {
      calls.push(new URL(request.url).pathname);
      return HttpResponse.json(status === 200 ? { banners } : { message: 'INTERNAL_SERVER_ERROR' }, { status });
    }),
  );
  return calls;
}

function renderGate(source: BannerSource) {
  return renderWallet(
    <BannerThenModal source={source}>
      <p>the {source} modal</p>
    </BannerThenModal>,
  );
}

describe('banner then modal (spec section 2)', () => {
  it.each(['invite', 'refund'] as const)('%s: shows the banners first, sanitized, and closing them opens the modal', async (source) => {
    const calls = answerBanners(source, [
      { image: '/banner-1.png', html: '<p>Double refund weekend</p><img src=x onerror="alert(1)">' },
      { image: '/banner-2.png', html: '<p>Second banner</p>' },
    ]);
    const user = userEvent.setup();
    renderGate(source);
    const dialog = await screen.findByRole('dialog', { name: 'News & promotions' });
    expect(await screen.findByText('Double refund weekend')).toBeInTheDocument();
    expect(dialog.querySelector('img[onerror]')).toBeNull();
    expect(screen.queryByText(`the ${source} modal`)).not.toBeInTheDocument();
    expect(calls).toEqual([`/api/${source}/banners`]);

    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByText('Second banner')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(`the ${source} modal`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'News & promotions' })).not.toBeInTheDocument();
  });

  it.each(['invite', 'refund'] as const)('%s: with no banners the modal opens directly', async (source) => {
    answerBanners(source, []);
    renderGate(source);
    expect(await screen.findByText(`the ${source} modal`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'News & promotions' })).not.toBeInTheDocument();
  });

  it('a banner list that fails to load does not keep the member from the modal', async () => {
    answerBanners('refund', [], 500);
    renderGate('refund');
    await waitFor(() => expect(screen.getByText('the refund modal')).toBeInTheDocument());
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:msgbox(1)'])(
    'shows no banner picture from %p, and keeps its text',
    async (image) => {
      answerBanners('invite', [{ image, html: '<p>Invite a friend</p>' }]);
      renderGate('invite');
      const dialog = await screen.findByRole('dialog', { name: 'News & promotions' });
      expect(await screen.findByText('Invite a friend')).toBeInTheDocument();
      expect(dialog.querySelector('img')).toBeNull();
    },
  );

  it('shows a banner picture from a web address or a path of this site', async () => {
    answerBanners('refund', [
      { image: 'https://cdn.example.test/refund.png', html: '' },
      { image: '/banners/second.png', html: '' },
    ]);
    const user = userEvent.setup();
    renderGate('refund');
    const dialog = await screen.findByRole('dialog', { name: 'News & promotions' });
    await waitFor(() => expect(dialog.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.test/refund.png'));
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(dialog.querySelector('img[src="/banners/second.png"]')).not.toBeNull());
  });

  it('keeps no script address in a link of a banner', async () => {
    answerBanners('invite', [{ image: '', html: '<a href="javascript:alert(1)">Read more</a> <a href=" JavaScript:alert(1)">More</a>' }]);
    renderGate('invite');
    const link = await screen.findByText('Read more');
    expect(link).not.toHaveAttribute('href');
    expect(screen.getByText('More')).not.toHaveAttribute('href');
  });
});
