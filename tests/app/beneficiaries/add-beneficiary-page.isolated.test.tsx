import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Beneficiary } from '@/api/contract.ts';
import type { Corridors } from '@/features/destinations/hooks/use-corridors.ts';
import type * as Destinations from '@/features/destinations';
import type { CrossBorderBeneficiaryFormProps } from '@/features/beneficiaries/components/cross-border-beneficiary-form.tsx';
import AddBeneficiaryPage from '@/features/beneficiaries/pages/add-beneficiary-page.tsx';
import { readCachedBeneficiaries } from '@/features/beneficiaries/api/beneficiaries-cache.ts';
import { CORRIDORS } from '../../../sandbox/data/corridors.ts';
import {
  callsTo,
  goOffline,
  pathOf,
  renderPage,
  setDesktop,
  signIn,
  signedInStore,
  useSandboxEnv,
} from '../../support/sandbox-env.tsx';

/** The corridors hook's answer, set per test (another engineer builds the real one). */
const corridors = vi.hoisted(() => ({
  value: { corridors: undefined, loading: false, error: undefined, retry: () => undefined } as Corridors,
}));
vi.mock('@/features/destinations', async (original) => ({
  ...(await original<typeof Destinations>()),
  useCorridors: () => corridors.value,
}));

const ACHIENG: Beneficiary = {
  beneficiary_id: '80001',
  fname: 'Achieng',
  mname: '',
  lname: 'Atieno',
  mobile: '+254700000777',
  country: 'Kenya',
  country_code: 'KE',
};

/** The cross-border form (another engineer builds it): shows what it was given, adds or cancels. */
vi.mock('@/features/beneficiaries/components/cross-border-beneficiary-form.tsx', () => ({
  CrossBorderBeneficiaryForm: ({
    corridor,
    deliveryOption,
    onAdded,
    onCancel,
  }: CrossBorderBeneficiaryFormProps) => (
    <div role="group" aria-label="Cross-border form">
      <p>
        {corridor.name} by {deliveryOption}
      </p>
      <button type="button" onClick={() => onAdded(ACHIENG)}>
        Fake add
      </button>
      <button type="button" onClick={onCancel}>
        Fake cancel
      </button>
    </div>
  ),
}));

useSandboxEnv();

beforeEach(() => {
  corridors.value = { corridors: CORRIDORS, loading: false, error: undefined, retry: vi.fn() };
});

async function open(email: string, { registered = true }: { registered?: boolean } = {}) {
  setDesktop(false);
  const session = await signIn(email);
  const store = signedInStore(registered ? session.user : { ...session.user, remitter_id: null });
  const view = renderPage(<AddBeneficiaryPage />, {
    store,
    path: '/add-beneficiary',
    pattern: '/add-beneficiary',
  });
  return { ...view, session, store };
}

const countries = () => within(screen.getByRole('group', { name: /^Country/ }));

describe('/add-beneficiary', () => {
  it('gives a UK sender the Zimbabwe form, with no country to choose', async () => {
    await open('uk.sender@example.com');
    expect(screen.getByRole('heading', { level: 1, name: 'Add Beneficiary' })).toBeVisible();
    expect(screen.queryByRole('group', { name: /^Country/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Mobile number/ })).toBeVisible();
    expect(screen.getByText('+263')).toBeVisible();
  });

  it("lets an SA sender choose Zimbabwe or a payout partner's country that can be paid, Zimbabwe first and chosen", async () => {
    await open('sa.sender@example.com');
    const radios = countries().getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Zimbabwe',
      'Botswana',
      'Democratic Republic of the Congo',
      'Kenya',
      'Mozambique',
      'Nigeria',
      'Zambia',
    ]);
    expect(countries().getByRole('radio', { name: 'Zimbabwe' })).toBeChecked();
    expect(screen.getByText('+263')).toBeVisible();
  });

  it('saves a Zimbabwe beneficiary for an SA sender', async () => {
    const { events, location } = await open('sa.sender@example.com');
    await events.type(screen.getByRole('textbox', { name: /^First name/ }), 'Tendai');
    await events.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Moyo');
    await events.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '771234567');
    await events.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(pathOf(location)).toBe('/beneficiaries'));
    expect(callsTo('/remitter/beneficiaries/new', 'POST')).toHaveLength(1);
  });

  it('gives the cross-border form for a wallet-only country, with its one delivery', async () => {
    const { events } = await open('sa.sender@example.com');
    await events.click(countries().getByRole('radio', { name: 'Kenya' }));
    const form = await screen.findByRole('group', { name: 'Cross-border form' });
    expect(form).toHaveTextContent('Kenya by wallet');
    expect(screen.getByText('Delivery in Kenya: Mobile Wallet')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /^Mobile number/ })).toBeNull();
  });

  it('asks for the delivery first where the country has both, then gives the matching form', async () => {
    const { events } = await open('sa.sender@example.com');
    await events.click(countries().getByRole('radio', { name: 'Botswana' }));
    const delivery = screen.getByRole('group', { name: /^How will they receive the money in Botswana\?/ });
    expect(screen.queryByRole('group', { name: 'Cross-border form' })).toBeNull();
    await events.click(within(delivery).getByRole('radio', { name: 'Bank Transfer' }));
    expect(await screen.findByRole('group', { name: 'Cross-border form' })).toHaveTextContent(
      'Botswana by bank',
    );
    await events.click(within(delivery).getByRole('radio', { name: 'Mobile Wallet' }));
    expect(await screen.findByRole('group', { name: 'Cross-border form' })).toHaveTextContent(
      'Botswana by wallet',
    );
  });

  it('once the cross-border form has added the beneficiary, caches it and goes to /beneficiaries', async () => {
    const { events, location, session } = await open('sa.sender@example.com');
    await events.click(countries().getByRole('radio', { name: 'Kenya' }));
    await events.click(await screen.findByRole('button', { name: 'Fake add' }));
    await waitFor(() => expect(pathOf(location)).toBe('/beneficiaries'));
    const cached = await readCachedBeneficiaries(session.user.remitter_id!);
    expect(cached.rows.map((row) => row.beneficiary_id)).toContain('80001');
  });

  it('tells an SA sender not yet registered (no remitter_id) what to do first, instead of the form of another country', async () => {
    const { events } = await open('sa.sender@example.com', { registered: false });
    await events.click(countries().getByRole('radio', { name: 'Botswana' }));
    expect(
      await screen.findByText(
        'To send to other countries, your sender details must be registered first. Send money to Zimbabwe once (Sender Details registers you), then come back.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Cross-border form' })).toBeNull();
    expect(screen.queryByRole('group', { name: /^How will they receive the money/ })).toBeNull();
    await events.click(countries().getByRole('radio', { name: 'Kenya' }));
    expect(screen.queryByRole('group', { name: 'Cross-border form' })).toBeNull();
    expect(screen.queryByText(/^Delivery in Kenya/)).toBeNull();
    // Zimbabwe's form is still there.
    await events.click(countries().getByRole('radio', { name: 'Zimbabwe' }));
    expect(screen.getByRole('textbox', { name: /^Mobile number/ })).toBeVisible();
    expect(screen.queryByText(/your sender details must be registered first/)).toBeNull();
  });

  it("goes back to /beneficiaries on the form's cancel", async () => {
    const { events, location } = await open('sa.sender@example.com');
    await events.click(countries().getByRole('radio', { name: 'Nigeria' }));
    expect(await screen.findByRole('group', { name: 'Cross-border form' })).toHaveTextContent(
      'Nigeria by bank',
    );
    await events.click(screen.getByRole('button', { name: 'Fake cancel' }));
    expect(pathOf(location)).toBe('/beneficiaries');
  });

  it('offers Zimbabwe while the other countries load, and says when they failed, with Try again', async () => {
    corridors.value = { corridors: undefined, loading: true, error: undefined, retry: vi.fn() };
    const first = await open('sa.sender@example.com');
    expect(screen.getByRole('status')).toHaveTextContent('Loading more countries...');
    expect(countries().getAllByRole('radio')).toHaveLength(1);
    first.unmount();

    const retry = vi.fn();
    const { ApiError } = await import('@/lib/api-error.ts');
    corridors.value = { corridors: undefined, loading: false, error: new ApiError('network'), retry };
    const second = await open('sa.sender@example.com');
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Failed to load countriesAn Error occured\. Please try again\.Try again$/,
    );
    await second.events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    second.unmount();

    // the partner answered without a message: its fallback
    corridors.value = {
      corridors: undefined,
      loading: false,
      error: new ApiError('http', { httpStatus: 503, body: '' }),
      retry,
    };
    await open('sa.sender@example.com');
    expect(within(screen.getByRole('alert')).getByText('Failed to load countries')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('Failed to fetch corridors')).toBeInTheDocument();
  });

  it('offline, Try again waits for the network (the list is asked for again when it returns)', async () => {
    const { ApiError } = await import('@/lib/api-error.ts');
    corridors.value = {
      corridors: undefined,
      loading: false,
      error: new ApiError('network'),
      retry: vi.fn(),
    };
    goOffline();
    await open('sa.sender@example.com');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
  });
});
