import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { appSystem } from '@/app/theme.ts';
import { FlowSteps, stepOfText } from '@/components/flow-steps.tsx';

const STEPS = [
  { id: 'amount', label: 'Amount to Send' },
  { id: 'beneficiary', label: 'Beneficiary Details' },
  { id: 'confirmation', label: 'Confirmation' },
  { id: 'status', label: 'Transaction Status' },
];

describe("a flow's steps", () => {
  it.each([
    ['amount', 'Step 1 of 4'],
    ['beneficiary', 'Step 2 of 4'],
    ['status', 'Step 4 of 4'],
  ])('at %s the phone header says %j', (current, text) => {
    expect(stepOfText(STEPS, current)).toBe(text);
  });

  it('marks the passed steps done and the active one current, in words; the phone header names it', () => {
    render(
      <ChakraProvider value={appSystem()}>
        <FlowSteps label="Send money steps" steps={STEPS} current="beneficiary" />
      </ChakraProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Send money steps' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '✓Amount to Send (done)',
      '2Beneficiary Details',
      '3Confirmation',
      '4Transaction Status',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    // the phone's compact header (CSS shows it below the tablet breakpoint, the list from it)
    expect(nav).toHaveTextContent('Step 2 of 4: Beneficiary Details');
  });
});
