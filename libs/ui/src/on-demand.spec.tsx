import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, type ReactNode } from 'react';
import { onDemand, PART_LOAD_FAILED_EVENT, preloadPartUnavailable } from './on-demand';
import { renderWithUi } from './testing';

/** A part's download the test answers: the first `failures` attempts fail, as offline. */
function download(failures: number) {
  let attempts = 0;
  const load = jest.fn(async () => {
    attempts += 1;
    if (attempts <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return ({ onClose }: { onClose?: () => void }) => (
      <div role="dialog" aria-label="Transfer">
        <button onClick={onClose}>Close transfer</button>
      </div>
    );
  });
  return load;
}

class AppBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  override render() {
    return this.state.crashed ? <p>The app crashed</p> : this.props.children;
  }
}

function renderPart(ui: ReactNode) {
  return renderWithUi(
    <AppBoundary>
      <p>Home stays</p>
      <Suspense fallback={<p>Loading</p>}>{ui}</Suspense>
    </AppBoundary>,
  );
}

// As in the app, where it is downloaded once the page has loaded.
beforeAll(() => preloadPartUnavailable());
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('a part loaded on demand', () => {
  it('says in a sheet that it could not be loaded, keeps the rest of the app, and loads on retry', async () => {
    const load = download(1);
    const Transfer = onDemand(load, 'dialog');
    const failed = jest.fn();
    window.addEventListener(PART_LOAD_FAILED_EVENT, failed);
    renderPart(<Transfer onClose={jest.fn()} />);
    const sheet = await screen.findByRole('dialog', { name: "Couldn't open this" });
    expect(sheet).toHaveTextContent("This part of the app couldn't be loaded. Check your connection and try again.");
    expect(screen.getByText('Home stays')).toBeInTheDocument();
    expect(screen.queryByText('The app crashed')).not.toBeInTheDocument();
    expect(failed).toHaveBeenCalledTimes(1);
    window.removeEventListener(PART_LOAD_FAILED_EVENT, failed);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Transfer' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("closes the sheet with the part's own onClose", async () => {
    const onClose = jest.fn();
    const Transfer = onDemand(download(1), 'dialog');
    renderPart(<Transfer onClose={onClose} />);
    await screen.findByRole('dialog', { name: "Couldn't open this" });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('says so in place of a screen, and tries again as often as asked', async () => {
    const load = download(2);
    const Statement = onDemand(load);
    renderPart(<Statement />);
    expect(await screen.findByText("This part of the app couldn't be loaded. Check your connection and try again.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Transfer' })).toBeInTheDocument();
  });

  it('stays away, without a word, where nobody asked for it', async () => {
    const Notice = onDemand(download(1), 'hidden');
    renderPart(<Notice />);
    await waitFor(() => expect(screen.queryByText('Loading')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('The app crashed')).not.toBeInTheDocument();
  });

  it('leaves an error of the part itself to the app', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = onDemand(async () => () => {
      throw new Error('render bug');
    });
    renderPart(<Broken />);
    expect(await screen.findByText('The app crashed')).toBeInTheDocument();
  });
});
