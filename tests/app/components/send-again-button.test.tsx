import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ReactNode } from 'react';
import type { Beneficiary } from '@/api/contract.ts';
import { appSystem } from '@/app/theme.ts';
import { SendAgainButton } from '@/components/send-again-button.tsx';
import { SendAgainProvider, type SendAgainRun } from '@/components/send-again-context.tsx';

const RUDO: Beneficiary = {
  beneficiary_id: '1',
  fname: 'Rudo',
  mname: '',
  lname: 'Moyo',
  mobile: '+263770000101',
};
const SOURCE = { kind: 'beneficiary', beneficiary: RUDO } as const;

function renderButton(ui: ReactNode) {
  const location = memoryLocation({ path: '/beneficiaries', record: true });
  render(
    <JotaiProvider store={createStore()}>
      <ChakraProvider value={appSystem()}>
        <Router hook={location.hook}>{ui}</Router>
      </ChakraProvider>
    </JotaiProvider>,
  );
  return location;
}

describe("the screens' 'Send again' button", () => {
  it('runs what the app gives it, and opens the page it names', async () => {
    const sendAgain = vi.fn<SendAgainRun['sendAgain']>(async () => ({ path: '/send-money' }));
    const location = renderButton(
      <SendAgainProvider load={async () => ({ sendAgain })}>
        <SendAgainButton source={SOURCE} label="Send again to Rudo" />
      </SendAgainProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send again to Rudo' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/send-money'));
    expect(sendAgain).toHaveBeenCalledWith(expect.anything(), SOURCE);
  });

  it('is not shown where the app gives no Send again', () => {
    renderButton(<SendAgainButton source={SOURCE} />);
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
  });
});
