import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from '@/components/error-boundary.tsx';
import { renderPwa, stubReload } from '../../support/render-pwa.tsx';

function Broken(): React.JSX.Element {
  throw new Error('render bug');
}

let reload: ReturnType<typeof stubReload>;
beforeEach(() => {
  reload = stubReload();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  reload.restore();
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows its children when nothing fails', () => {
    renderPwa(
      <ErrorBoundary>
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('never leaves a blank screen: a failure shows a message and a Reload button that reloads', async () => {
    renderPwa(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('The page could not be shown. Check your connection and reload.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload.reload).toHaveBeenCalledTimes(1);
  });
});
