import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VersionMeta } from '@/api/contract.ts';
import { UpdateOverlay } from '@/features/pwa/components/update-overlay.tsx';
import { buildTimeLabel } from '@/features/pwa/model/format-build.ts';
import { renderPwa } from '../../support/render-pwa.tsx';

const current: VersionMeta = { version: '0.2.04', buildNumber: '101', buildTime: '2025-06-01T10:00:00.000Z' };
const latest: VersionMeta = { version: '0.2.05', buildNumber: '102', buildTime: '2025-06-03T14:05:00.000Z' };

function renderOverlay(props: Partial<Parameters<typeof UpdateOverlay>[0]> = {}) {
  const onUpdate = vi.fn();
  const onLater = vi.fn();
  renderPwa(
    <UpdateOverlay
      latest={latest}
      current={current}
      updating={false}
      canUpdate
      onUpdate={onUpdate}
      onLater={onLater}
      {...props}
    />,
  );
  return { onUpdate, onLater };
}

describe("the 'New Version Available!' overlay", () => {
  it('is a modal alert dialog named by its title, and takes the focus', async () => {
    renderOverlay();
    const dialog = await screen.findByRole('alertdialog', { name: 'New Version Available!' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('A new version of the app is ready. Update now to use it.');
    // jsdom has no layout, so the focus trap settles on the dialog itself; the browser journey
    // checks that 'Update Now' gets the focus.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('shows the new version, the current version and the build time', async () => {
    renderOverlay();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('New version:0.2.05 (build 102)');
    expect(dialog).toHaveTextContent('Current version:0.2.04 (build 101)');
    expect(dialog).toHaveTextContent(`Build time:${buildTimeLabel(latest.buildTime)}`);
    expect(buildTimeLabel(latest.buildTime)).toMatch(/^\d{1,2} Jun 2025, \d\d:\d\d$/);
  });

  it('shows only the current version when the new build is not known', async () => {
    renderOverlay({ latest: null });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Current version:0.2.04 (build 101)');
    expect(dialog).not.toHaveTextContent('New version:');
  });

  it("calls the update on 'Update Now' and hides on 'Later' or Escape", async () => {
    const { onUpdate, onLater } = renderOverlay();
    await userEvent.click(await screen.findByRole('button', { name: 'Update Now' }));
    expect(onUpdate).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onLater).toHaveBeenCalledTimes(2);
  });

  it("reads 'Updating...' while updating, and nothing can be pressed", async () => {
    const { onLater } = renderOverlay({ updating: true });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Updating...');
    expect(screen.queryByRole('button', { name: 'Update Now' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Later' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onLater).not.toHaveBeenCalled();
  });

  it("disables 'Update Now' and says why when it cannot run offline", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { onUpdate } = renderOverlay({ canUpdate: false });
    const dialog = await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'Update Now' })).toBeDisabled();
    expect(dialog).toHaveTextContent('You are offline. Connect to the internet to update.');
    expect(screen.getByRole('button', { name: 'Later' })).toBeEnabled();
    expect(onUpdate).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
