import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { renderSenderStep, signIn, startSandbox, useSenderStepEnv } from './render-sender-step.tsx';

// A reload is fresh modules (vi.resetModules): this file has a module graph of its own
// (vitest.config.ts), so the modules it loads again never reach another file.
useSenderStepEnv();

describe('Sender Details across a reload', () => {
  it('keeps what was typed across a reload (session storage)', async () => {
    const { fetch } = startSandbox();
    const session = await signIn(fetch, 'uk.new@example.com');
    const first = renderSenderStep(session.user);
    await first.events.type(screen.getByLabelText(/^First name/), 'Tendai');
    await first.events.type(screen.getByLabelText(/^Last name/), 'Moyo');
    first.unmount();
    // a reload: fresh modules (atoms read session storage again) and a fresh store
    vi.resetModules();
    const reloaded = await import('./render-sender-step.tsx');
    reloaded.renderSenderStep(session.user, createStore());
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Tendai');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Moyo');
  });
});
