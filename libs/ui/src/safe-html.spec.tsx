import { screen, waitFor } from '@testing-library/react';
import { SafeHtml } from './safe-html';
import { renderWithUi } from './testing';

describe('SafeHtml', () => {
  it('renders the server markup but drops scripts and event handlers', async () => {
    const { container } = renderWithUi(
      <SafeHtml html={'<p>Deposit <b>100</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>'} />,
    );
    expect((await screen.findByText('100')).tagName).toBe('B');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
  });

  it('keeps no style that could leave its box or restyle the page', async () => {
    const { container } = renderWithUi(
      <SafeHtml html={'<style>body{display:none}</style><div style="position:fixed;inset:0;z-index:9999">cover</div><p>text</p>'} />,
    );
    expect(await screen.findByText('cover')).not.toHaveAttribute('style');
    expect(container.querySelector('style')).toBeNull();
    expect(screen.getByText('text')).toBeInTheDocument();
  });

  it('keeps no form or form control, so nothing typed or tapped in server HTML is sent anywhere', async () => {
    const { container } = renderWithUi(
      <SafeHtml html={'<p>rules</p><form action="https://elsewhere.test/steal"><input name="password"><select><option>a</option></select><textarea></textarea><button formaction="https://elsewhere.test">Send</button></form>'} />,
    );
    await screen.findByText('rules');
    expect(container.querySelector('form, input, select, option, textarea, button, [action], [formaction]')).toBeNull();
  });

  it('makes server links that open a new tab safe', async () => {
    renderWithUi(<SafeHtml html={'<a href="https://example.com" target="_blank">rules</a>'} />);
    expect(await screen.findByRole('link', { name: 'rules' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders nothing for a missing value', async () => {
    const { container } = renderWithUi(<SafeHtml html={undefined} />);
    await waitFor(() => expect(container.firstElementChild).not.toHaveAttribute('aria-busy'));
    expect(container.textContent).toBe('');
  });
});
