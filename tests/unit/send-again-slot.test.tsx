import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { Beneficiary } from '@/api/contract.ts';
import { SendAgainProvider, SendAgainSlot, type SendAgainProps } from '@/components/send-again-slot.tsx';

const RUDO: Beneficiary = {
  beneficiary_id: '1',
  fname: 'Rudo',
  mname: '',
  lname: 'Moyo',
  mobile: '+263770000101',
};

const given = ({ source, label }: SendAgainProps) => (
  <button type="button" aria-label={label}>
    {source.kind}
  </button>
);

describe("the 'Send again' slot", () => {
  it('shows what the app gives, with what the screen passes', () => {
    render(
      <SendAgainProvider render={given}>
        <SendAgainSlot source={{ kind: 'beneficiary', beneficiary: RUDO }} label="Send again to Rudo" />
      </SendAgainProvider>,
    );
    expect(screen.getByRole('button', { name: 'Send again to Rudo' })).toHaveTextContent('beneficiary');
  });

  it('shows nothing where the app gives nothing', () => {
    const { container } = render(<SendAgainSlot source={{ kind: 'beneficiary', beneficiary: RUDO }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
