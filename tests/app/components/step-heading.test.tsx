import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ChakraProvider } from '@chakra-ui/react';
import { appSystem } from '@/app/theme.ts';
import { StepFocus, StepHeading } from '@/components/step-heading.tsx';

const LABELS = { amount: 'Amount to Send', beneficiary: 'Beneficiary Details' } as const;
type Step = keyof typeof LABELS;

/** A two-step flow: each step's heading and a button to the other step. */
function Flow({ start }: { start: Step }) {
  const [step, setStep] = useState<Step>(start);
  const other: Step = step === 'amount' ? 'beneficiary' : 'amount';
  return (
    <ChakraProvider value={appSystem()}>
      <StepFocus step={step}>
        <section key={step}>
          <StepHeading>{LABELS[step]}</StepHeading>
          <Button onClick={() => setStep(other)}>Go to {LABELS[other]}</Button>
        </section>
      </StepFocus>
    </ChakraProvider>
  );
}

const heading = (name: string) => screen.getByRole('heading', { level: 2, name });

describe("a send flow's step heading", () => {
  it('leaves the focus alone when the page opens on a step', () => {
    render(<Flow start="beneficiary" />);
    expect(heading('Beneficiary Details')).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it("takes the focus when the sender moves to its step, forward and back, and is the section's label", async () => {
    const events = userEvent.setup();
    render(<Flow start="amount" />);
    await events.click(screen.getByRole('button', { name: 'Go to Beneficiary Details' }));
    expect(heading('Beneficiary Details')).toHaveFocus();
    expect(heading('Beneficiary Details')).toHaveAttribute('id', 'step-heading');
    await events.click(screen.getByRole('button', { name: 'Go to Amount to Send' }));
    expect(heading('Amount to Send')).toHaveFocus();
  });

  it('is focusable by script only, never a Tab stop', () => {
    render(<Flow start="amount" />);
    expect(heading('Amount to Send')).toHaveAttribute('tabindex', '-1');
  });
});
