import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Beneficiary } from '@/api/contract.ts';
import type { Corridors } from '@/features/destinations/hooks/use-corridors.ts';
import type * as Destinations from '@/features/destinations';
import type { CrossBorderBeneficiaryFormProps } from '@/features/beneficiaries/components/cross-border-beneficiary-form.tsx';
import { readCachedBeneficiaries } from '@/features/beneficiaries/api/beneficiaries-cache.ts';
import { CORRIDORS } from '../../../sandbox/data/corridors.ts';
import { setDesktop } from '../../support/browser.ts';
import { renderApp } from '../../support/render-app.tsx';
import { UK_SENDER, changeAccount } from '../../support/sandbox-data.ts';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';

const SA_SENDER = 'sa.sender@example.com';
/** sa.sender's remitter id: the tag of their cached rows. */
const SA_REMITTER = 'R200001';
const ADD = 'POST /api/remitter/beneficiaries/new';
const LIST = 'GET /api/remitter/beneficiaries';

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

beforeEach(() => {
  corridors.value = { corridors: CORRIDORS, loading: false, error: undefined, retry: vi.fn() };
});

/**
 * `email`'s /add-beneficiary on a phone, against `sandbox` (a fresh strict one unless given);
 * `registered: false`: the account as it stood before its sender details were registered (no
 * remitter_id).
 */
function open(
  email: string,
  {
    registered = true,
    sandbox = startSandbox(),
    offline = false,
  }: { registered?: boolean; sandbox?: TestSandbox; offline?: boolean } = {},
) {
  setDesktop(false);
  if (!registered) changeAccount(sandbox, email, { remitter_id: null });
  return renderApp({ url: '/add-beneficiary', user: email, sandbox, offline });
}

const countries = () => within(screen.getByRole('group', { name: /^Country/ }));

describe('/add-beneficiary', () => {
  it('gives a UK sender the Zimbabwe form, with no country to choose', async () => {
    await open(UK_SENDER);
    expect(screen.getByRole('heading', { level: 1, name: 'Add Beneficiary' })).toBeVisible();
    expect(screen.queryByRole('group', { name: /^Country/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Mobile number/ })).toBeVisible();
    expect(screen.getByText('+263')).toBeVisible();
  });

  it("lets an SA sender choose Zimbabwe or a payout partner's country that can be paid, Zimbabwe first and chosen", async () => {
    await open(SA_SENDER);
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
    const { user, location, sandbox } = await open(SA_SENDER);
    await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Tendai');
    await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Moyo');
    await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '771234567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/beneficiaries'));
    expect(sandbox.callsTo(ADD)).toHaveLength(1);
  });

  it('gives the cross-border form for a wallet-only country, with its one delivery', async () => {
    const { user } = await open(SA_SENDER);
    await user.click(countries().getByRole('radio', { name: 'Kenya' }));
    const form = await screen.findByRole('group', { name: 'Cross-border form' });
    expect(form).toHaveTextContent('Kenya by wallet');
    expect(screen.getByText('Delivery in Kenya: Mobile Wallet')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /^Mobile number/ })).toBeNull();
  });

  it('asks for the delivery first where the country has both, then gives the matching form', async () => {
    const { user } = await open(SA_SENDER);
    await user.click(countries().getByRole('radio', { name: 'Botswana' }));
    const delivery = screen.getByRole('group', { name: /^How will they receive the money in Botswana\?/ });
    expect(screen.queryByRole('group', { name: 'Cross-border form' })).toBeNull();
    await user.click(within(delivery).getByRole('radio', { name: 'Bank Transfer' }));
    expect(await screen.findByRole('group', { name: 'Cross-border form' })).toHaveTextContent(
      'Botswana by bank',
    );
    await user.click(within(delivery).getByRole('radio', { name: 'Mobile Wallet' }));
    expect(await screen.findByRole('group', { name: 'Cross-border form' })).toHaveTextContent(
      'Botswana by wallet',
    );
  });

  it('once the cross-border form has added the beneficiary, caches it and goes to /beneficiaries', async () => {
    const { user, location, sandbox } = await open(SA_SENDER);
    await user.click(countries().getByRole('radio', { name: 'Kenya' }));
    // The fake form added it on no server: the list page's refresh (which would replace the
    // cache with the server's list) is held while the cache is read, then lost.
    const refresh = sandbox.hold(LIST);
    await user.click(await screen.findByRole('button', { name: 'Fake add' }));
    await waitFor(() => expect(location()).toBe('/beneficiaries'));
    await refresh.reached;
    const cached = await readCachedBeneficiaries(SA_REMITTER);
    expect(cached.rows.map((row) => row.beneficiary_id)).toContain('80001');
    refresh.drop();
  });

  it('tells an SA sender not yet registered (no remitter_id) what to do first, instead of the form of another country', async () => {
    const { user } = await open(SA_SENDER, { registered: false });
    await user.click(countries().getByRole('radio', { name: 'Botswana' }));
    expect(
      await screen.findByText(
        'To send to other countries, your sender details must be registered first. Send money to Zimbabwe once (Sender Details registers you), then come back.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Cross-border form' })).toBeNull();
    expect(screen.queryByRole('group', { name: /^How will they receive the money/ })).toBeNull();
    await user.click(countries().getByRole('radio', { name: 'Kenya' }));
    expect(screen.queryByRole('group', { name: 'Cross-border form' })).toBeNull();
    expect(screen.queryByText(/^Delivery in Kenya/)).toBeNull();
    // Zimbabwe's form is still there.
    await user.click(countries().getByRole('radio', { name: 'Zimbabwe' }));
    expect(screen.getByRole('textbox', { name: /^Mobile number/ })).toBeVisible();
    expect(screen.queryByText(/your sender details must be registered first/)).toBeNull();
  });

  it("goes back to /beneficiaries on the form's cancel", async () => {
    const { user, location } = await open(SA_SENDER);
    await user.click(countries().getByRole('radio', { name: 'Nigeria' }));
    expect(await screen.findByRole('group', { name: 'Cross-border form' })).toHaveTextContent(
      'Nigeria by bank',
    );
    await user.click(screen.getByRole('button', { name: 'Fake cancel' }));
    expect(location()).toBe('/beneficiaries');
  });

  it('offers Zimbabwe while the other countries load, and says when they failed, with Try again', async () => {
    corridors.value = { corridors: undefined, loading: true, error: undefined, retry: vi.fn() };
    // One sandbox for the three page loads: the session signed in at the first goes on.
    const sandbox = startSandbox();
    const first = await open(SA_SENDER, { sandbox });
    // The page's own status (the layout's offline banner, outside the main area, is one too).
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      'Loading more countries...',
    );
    expect(countries().getAllByRole('radio')).toHaveLength(1);
    first.unmount();

    const retry = vi.fn();
    const { ApiError } = await import('@/lib/api-error.ts');
    corridors.value = { corridors: undefined, loading: false, error: new ApiError('network'), retry };
    const second = await open(SA_SENDER, { sandbox });
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Failed to load countriesAn Error occured\. Please try again\.Try again$/,
    );
    await second.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    second.unmount();

    // the partner answered without a message: its fallback
    corridors.value = {
      corridors: undefined,
      loading: false,
      error: new ApiError('http', { httpStatus: 503, body: '' }),
      retry,
    };
    await open(SA_SENDER, { sandbox });
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
    await open(SA_SENDER, { offline: true });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
  });
});
