import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';
import { renderApp } from '../../support/render-app.tsx';
import { SA_SENDER, UK_REMITTER, UK_SENDER } from '../../support/sandbox-data.ts';

/** South African, KYC tier lite, onboarded (sandbox/data/demo-accounts.ts). */
const SA_LITE = 'sa.lite@example.com';
/** From the UK, KYC tier lite, not onboarded yet (no remitter id). */
const UK_NEW = 'uk.new@example.com';

const NEW_TAB = ' (opens in a new tab)';

/**
 * Opens the header's navigation (a phone-width Menu button in jsdom) and lists what it holds, once
 * the page shows the sandbox's UI options (the footer's copyright is one of them).
 */
async function openMainNav(user: UserEvent) {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  await screen.findByText(UI_OPTIONS.footer.copyright);
  const menuButton = within(nav).getByRole('button', { name: 'Menu' });
  expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await user.click(menuButton);
  expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const list = within(nav).getByRole('list');
  const links = within(list).queryAllByRole('link');
  return {
    nav,
    menuButton,
    links: links.map((link) => link.textContent),
    hrefs: links.map((link) => link.getAttribute('href')),
    buttons: within(list)
      .queryAllByRole('button')
      .map((button) => button.textContent),
  };
}

async function openAccountMenu(user: UserEvent) {
  const button = screen.getByRole('button', { name: 'My Account' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const list = await screen.findByRole('list', { name: 'My Account' });
  return within(list)
    .getAllByRole('link')
    .map((item) => [item.textContent, item.getAttribute('href')]);
}

/** The signed-out header at '/': its links, each public one opening in a new tab. */
async function signedOutLinks(user: UserEvent) {
  expect(await screen.findByRole('link', { name: 'Remit Portal' })).toHaveAttribute('href', '/');
  const { menuButton, links, hrefs, buttons } = await openMainNav(user);
  expect(links).toEqual([
    `About Us${NEW_TAB}`,
    `Collection Points${NEW_TAB}`,
    `How It Works${NEW_TAB}`,
    `Contact Us${NEW_TAB}`,
    'Login',
    'Register',
  ]);
  expect(hrefs).toEqual([
    UI_OPTIONS.links.about,
    UI_OPTIONS.links.collection_points,
    UI_OPTIONS.links.how_it_works,
    UI_OPTIONS.links.contact,
    '/',
    '/register',
  ]);
  expect(buttons).toEqual([]);
  const about = screen.getByRole('link', { name: /^About Us/ });
  expect(about).toHaveAttribute('target', '_blank');
  expect(about.getAttribute('rel')).toContain('noopener');
  return menuButton;
}

/** With the phone menu open: Escape closes it and gives focus back to the Menu button. */
async function escapeClosesMenu(user: UserEvent, menuButton: HTMLElement) {
  await user.tab();
  expect(screen.getByRole('link', { name: /^About Us/ })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  expect(menuButton).toHaveFocus();
  expect(screen.queryByRole('link', { name: /^About Us/ })).not.toBeInTheDocument();
}

/** My Account: Escape closes its links first (focus back on it), then the phone menu. */
async function accountMenuEscape(user: UserEvent) {
  const { menuButton } = await openMainNav(user);
  await openAccountMenu(user);
  const account = screen.getByRole('button', { name: 'My Account' });
  await user.tab();
  expect(screen.getByRole('link', { name: 'My Profile' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(account).toHaveAttribute('aria-expanded', 'false');
  expect(account).toHaveFocus();
  expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  expect(menuButton).toHaveAttribute('aria-expanded', 'false');
}

/** The wallet button posts the remitter_id to the wallet site from the UI options, in a new tab. */
function walletForm() {
  const form = screen.getByRole('button', { name: /^My Wallet/ }).closest('form');
  expect(form).not.toBeNull();
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', UI_OPTIONS.links.wallet);
  expect(form).toHaveAttribute('target', '_blank');
  expect(form?.getAttribute('rel')).toContain('noopener');
  expect(Object.fromEntries(new FormData(form!))).toEqual({ remitter_id: UK_REMITTER });
}

describe('the signed-out header', () => {
  it('links the public pages from the UI options, Login and Register (the brand links to the login page); Escape closes the phone menu and gives focus back to the Menu button', async () => {
    const { user } = await renderApp({ url: '/' });
    const menuButton = await signedOutLinks(user);
    await escapeClosesMenu(user, menuButton);
  });

  it('offers Exit (not Login and Register) to a signed-in user on a public page', async () => {
    const { user } = await renderApp({ url: '/reset-password-link', user: UK_SENDER });
    const { links, buttons } = await openMainNav(user);
    expect(links).not.toContain('Login');
    expect(links).not.toContain('Register');
    expect(buttons).toEqual(['Exit']);
  });
});

describe('the signed-in header', () => {
  it('onboarded UK limited: My Account Escape closes its links first (focus back on it), then the phone menu; no My Limits, Upgrade to Unlimited only, the wallet posting the remitter_id to the wallet site in a new tab, and Logout (which asks first)', async () => {
    const { user, account } = await renderApp({ url: '/change-password', user: UK_SENDER });
    expect(account?.remitter_id).toBe(UK_REMITTER);
    await accountMenuEscape(user);

    // The phone menu opened again.
    const { links, hrefs, buttons } = await openMainNav(user);
    expect(links).toEqual(['Send Money', 'Transactions', 'Beneficiaries']);
    expect(hrefs).toEqual(['/send-money', '/transactions', '/beneficiaries']);
    expect(screen.queryByRole('link', { name: 'My Limits' })).not.toBeInTheDocument();
    expect(buttons).toEqual(['My Account', `My Wallet${NEW_TAB}`, 'Logout']);
    walletForm();
    expect(await openAccountMenu(user)).toEqual([
      ['My Profile', '/profile'],
      ['Change Password', '/change-password'],
      ['Upgrade to Unlimited', '/upgrade-unlimited'],
      ['Share With a Friend', '/share'],
    ]);
    // Logout asks for confirmation.
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Are you sure you want to logout?')).toBeInTheDocument();
  });

  it('onboarded SA lite: My Limits, Upgrade to Limited only', async () => {
    const { user, account } = await renderApp({ url: '/change-password', user: SA_LITE });
    expect(account).toMatchObject({ country: 'SA', kyc_status: 'lite', onboarded: true });
    const { links, hrefs, buttons } = await openMainNav(user);
    expect(links).toEqual(['Send Money', 'Transactions', 'My Limits', 'Beneficiaries']);
    expect(hrefs).toEqual(['/send-money', '/transactions', '/upgrade-account', '/beneficiaries']);
    expect(buttons).toEqual(['My Account', `My Wallet${NEW_TAB}`, 'Logout']);
    expect(await openAccountMenu(user)).toEqual([
      ['My Profile', '/profile'],
      ['Change Password', '/change-password'],
      ['Upgrade to Limited', '/upgrade-limited'],
      ['Share With a Friend', '/share'],
    ]);
  });

  it('not onboarded: Send Money, My Account (profile and password) and Logout only', async () => {
    const { user, account } = await renderApp({ url: '/change-password', user: UK_NEW });
    expect(account).toMatchObject({ country: 'UK', onboarded: false, remitter_id: null });
    const { links, buttons } = await openMainNav(user);
    expect(links).toEqual(['Send Money']);
    expect(buttons).toEqual(['My Account', 'Logout']);
    expect(screen.queryByRole('button', { name: /My Wallet/ })).not.toBeInTheDocument();
    expect(await openAccountMenu(user)).toEqual([
      ['My Profile', '/profile'],
      ['Change Password', '/change-password'],
    ]);
  });

  it('marks the current page and links the brand to Send Money', async () => {
    const { user } = await renderApp({ url: '/transactions', user: SA_SENDER });
    expect(await screen.findByRole('link', { name: 'Remit Portal' })).toHaveAttribute('href', '/send-money');
    await openMainNav(user);
    expect(screen.getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Send Money' })).not.toHaveAttribute('aria-current');
  });
});
