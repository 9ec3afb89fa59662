import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Presses the button named `name` once it is enabled, as a person waits for a greyed-out button
 * (Back, say, while the checkout's last request is ending) instead of pressing it in vain.
 */
export async function pressWhenEnabled(user: UserEvent, name: string | RegExp): Promise<void> {
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
  await user.click(screen.getByRole('button', { name }));
}
