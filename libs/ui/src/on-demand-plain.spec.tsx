import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { onDemand, preloadPartUnavailable } from './on-demand';
import { renderWithUi } from './testing';

// Offline before even the view of a failure could be downloaded.
jest.mock('./part-unavailable', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

it('says plainly that a part could not be loaded, with a retry, when the sheet that says so could not be loaded either', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await preloadPartUnavailable();
  let online = false;
  const Transfer = onDemand(async () => {
    if (!online) throw new TypeError('Failed to fetch dynamically imported module');
    return () => <p>Transfer sheet</p>;
  }, 'dialog');
  renderWithUi(
    <Suspense fallback={null}>
      <Transfer />
    </Suspense>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent("This part of the app couldn't be loaded. Check your connection and try again.");
  online = true;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Transfer sheet')).toBeInTheDocument();
});
