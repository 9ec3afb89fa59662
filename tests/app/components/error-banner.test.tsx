import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { appSystem } from '@/app/theme.ts';
import { ERROR_BANNER_MS, ErrorBanner } from '@/components/error-banner.tsx';

const inChakra = (ui: ReactNode) => <ChakraProvider value={appSystem()}>{ui}</ChakraProvider>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Renders a banner; `again` re-renders it as a parent would on every keystroke. */
function renderBanner(messages: readonly string[], timeoutMs?: number) {
  const dismissed = vi.fn();
  const props = () => ({
    messages: [...messages], // a fresh but equal list
    onDismiss: () => dismissed(), // a fresh function
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
  const view = render(inChakra(<ErrorBanner {...props()} />));
  const again = () => view.rerender(inChakra(<ErrorBanner {...props()} />));
  return { dismissed, again, view };
}

/** Moves the fake clock on by `ms`, one keystroke-like re-render every `step` ms. */
function typeFor(ms: number, again: () => void, step = 500) {
  for (let passed = 0; passed < ms; passed += step) {
    act(() => vi.advanceTimersByTime(Math.min(step, ms - passed)));
    again();
  }
}

describe('ErrorBanner: closes after its time, whatever the user does meanwhile (spec §9 timers)', () => {
  it.each([
    ['the default (login and other error banners)', ERROR_BANNER_MS, undefined],
    ['the limits page', 12_000, 12_000],
    ['confirm, user, remit-one', 15_000, 15_000],
    ['declaration, new transaction, beneficiary, payment initiation', 20_000, 20_000],
  ])('%s: dismissed %i ms after it showed, despite re-renders', (_, expected, timeoutMs) => {
    const { dismissed, again } = renderBanner(['These credentials do not match our records.'], timeoutMs);
    expect(screen.getByRole('alert')).toHaveTextContent('These credentials do not match our records.');
    typeFor(expected - 1, again);
    expect(dismissed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(dismissed).toHaveBeenCalledTimes(1);
  });

  it('calls the latest onDismiss it was given', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const view = render(inChakra(<ErrorBanner messages={['Oops']} onDismiss={first} />));
    act(() => vi.advanceTimersByTime(1_000));
    view.rerender(inChakra(<ErrorBanner messages={['Oops']} onDismiss={latest} />));
    act(() => vi.advanceTimersByTime(ERROR_BANNER_MS - 1_000));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
  });

  it('starts again for different messages', () => {
    const onDismiss = vi.fn();
    const view = render(inChakra(<ErrorBanner messages={['First']} onDismiss={onDismiss} />));
    act(() => vi.advanceTimersByTime(5_000));
    view.rerender(inChakra(<ErrorBanner messages={['Second']} onDismiss={onDismiss} />));
    act(() => vi.advanceTimersByTime(ERROR_BANNER_MS - 1));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('starts again when the same messages show again after being hidden', () => {
    const onDismiss = vi.fn();
    const view = render(inChakra(<ErrorBanner messages={['Oops']} onDismiss={onDismiss} />));
    act(() => vi.advanceTimersByTime(5_000));
    view.rerender(inChakra(<ErrorBanner messages={[]} onDismiss={onDismiss} />));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    view.rerender(inChakra(<ErrorBanner messages={['Oops']} onDismiss={onDismiss} />));
    act(() => vi.advanceTimersByTime(ERROR_BANNER_MS - 1));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('stays until dismissed when its time is 0, and closes on its button', () => {
    const { dismissed, again } = renderBanner(['Stays'], 0);
    typeFor(60_000, again);
    expect(dismissed).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(dismissed).toHaveBeenCalledTimes(1);
  });

  it('renders nothing and never dismisses without messages', () => {
    const { dismissed, again, view } = renderBanner([]);
    expect(view.container).toBeEmptyDOMElement();
    typeFor(ERROR_BANNER_MS * 2, again);
    expect(dismissed).not.toHaveBeenCalled();
  });
});
