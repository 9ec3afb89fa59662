import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import type { Beneficiary } from '@/api/contract.ts';
import { appSystem } from '@/app/theme.ts';
import { beneficiarySearch, matchesBeneficiary } from '@/features/beneficiaries/model/search.ts';
import {
  BeneficiaryCombobox,
  LISTED_MATCHES,
  moreMatchesText,
} from '@/features/beneficiaries/components/beneficiary-combobox.tsx';

const NAMES = ['Tendai', 'Rudo', 'Chipo', 'Tafadzwa', 'Nyasha', 'Farai'];
/** A sender of years: 120 saved beneficiaries (made-up names and numbers). */
const BOOK: Beneficiary[] = Array.from({ length: 120 }, (_, i) => ({
  beneficiary_id: String(1000 + i),
  fname: NAMES[i % NAMES.length]!,
  mname: '',
  lname: `Sample${String(i).padStart(3, '0')}`,
  mobile: `+2637710${String(i).padStart(5, '0')}`,
}));

describe('searching a long book of beneficiaries', () => {
  it.each(['', 'tendai', 'sample01', 'TENDAI sample006', '0771000042', '+263771000119', 'nobody'])(
    'the prepared search finds what the plain rule finds: %j',
    (query) => {
      expect(beneficiarySearch(BOOK)(query)).toEqual(BOOK.filter((b) => matchesBeneficiary(b, query)));
    },
  );

  it.each([
    [50, 120, 'Showing 50 of 120: type a name or number to find others'],
    [20, 20, null],
    [0, 0, null],
  ])('%i listed of %i matching: %j', (listed, matching, text) => {
    expect(moreMatchesText(listed, matching)).toBe(text);
  });

  it('lists the first 50 with a note, and typing narrows the 120 down', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <ChakraProvider value={appSystem()}>
        <BeneficiaryCombobox beneficiaries={BOOK} selectedId={null} onSelect={vi.fn()} />
      </ChakraProvider>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Search saved beneficiaries' }));
    const options = () => within(screen.getByRole('listbox')).getAllByRole('option');
    await waitFor(() => expect(options()).toHaveLength(LISTED_MATCHES));
    expect(screen.getByText('Showing 50 of 120: type a name or number to find others')).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Search saved beneficiaries' }), 'sample11');
    await waitFor(() => expect(options()).toHaveLength(10));
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });
});
