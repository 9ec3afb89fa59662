import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PublicLayout from '@/features/shell/pages/public-layout.tsx';
import AppLayout from '@/features/shell/pages/app-layout.tsx';
import { UI_OPTIONS, makeUser, renderShell, useShellTestEnv } from './render-shell.tsx';

useShellTestEnv();

const NEW_TAB = ' (opens in a new tab)';

/** Opens the header's navigation (a phone-width Menu button in jsdom) and lists what it holds. */
async function openMainNav() {
  const user = userEvent.setup();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const menuButton = within(nav).getByRole('button', { name: 'Menu' });
  expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await user.click(menuButton);
  expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const list = within(nav).getByRole('list');
  const links = within(list).queryAllByRole('link');
  return {
    user,
    nav,
    menuButton,
    links: links.map((link) => link.textContent),
    hrefs: links.map((link) => link.getAttribute('href')),
    buttons: within(list)
      .queryAllByRole('button')
      .map((button) => button.textContent),
  };
}

async function openAccountMenu(user: ReturnType<typeof userEvent.setup>) {
  const button = screen.getByRole('button', { name: 'My Account' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const list = await screen.findByRole('list', { name: 'My Account' });
  return within(list)
    .getAllByRole('link')
    .map((item) => [item.textContent, item.getAttribute('href')]);
}

describe('the signed-out header', () => {
  it('links the public pages from the UI options, Login and Register', async () => {
    renderShell(<PublicLayout>page</PublicLayout>, { options: UI_OPTIONS });
    const { links, hrefs, buttons } = await openMainNav();
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
  });

  it('brands the page with the product name, linking to the login page', () => {
    renderShell(<PublicLayout>page</PublicLayout>, { options: UI_OPTIONS });
    expect(screen.getByRole('link', { name: 'Remit Portal' })).toHaveAttribute('href', '/');
  });

  it('offers Exit (not Login and Register) to a signed-in user on a public page', async () => {
    renderShell(<PublicLayout>page</PublicLayout>, {
      options: UI_OPTIONS,
      user: makeUser('UK', 'limited', 'R100001'),
      path: '/register',
    });
    const { links, buttons } = await openMainNav();
    expect(links).not.toContain('Login');
    expect(links).not.toContain('Register');
    expect(buttons).toEqual(['Exit']);
  });

  it('closes the phone menu with Escape and gives focus back to the Menu button', async () => {
    renderShell(<PublicLayout>page</PublicLayout>, { options: UI_OPTIONS });
    const { user, menuButton } = await openMainNav();
    await user.tab();
    expect(screen.getByRole('link', { name: /^About Us/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
    expect(screen.queryByRole('link', { name: /^About Us/ })).not.toBeInTheDocument();
  });
});

describe('the signed-in header', () => {
  it('My Account: Escape closes its links first (focus back on it), then the phone menu', async () => {
    renderShell(<AppLayout>page</AppLayout>, {
      options: UI_OPTIONS,
      user: makeUser('UK', 'limited', 'R100001'),
      path: '/send-money',
    });
    const { user, menuButton } = await openMainNav();
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
  });

  it('onboarded UK limited: no My Limits, Upgrade to Unlimited only, wallet and Logout', async () => {
    renderShell(<AppLayout>page</AppLayout>, {
      options: UI_OPTIONS,
      user: makeUser('UK', 'limited', 'R100001'),
      path: '/send-money',
    });
    const { user, links, hrefs, buttons } = await openMainNav();
    expect(links).toEqual(['Send Money', 'Transactions', 'Beneficiaries']);
    expect(hrefs).toEqual(['/send-money', '/transactions', '/beneficiaries']);
    expect(screen.queryByRole('link', { name: 'My Limits' })).not.toBeInTheDocument();
    expect(buttons).toEqual(['My Account', `My Wallet${NEW_TAB}`, 'Logout']);
    expect(await openAccountMenu(user)).toEqual([
      ['My Profile', '/profile'],
      ['Change Password', '/change-password'],
      ['Upgrade to Unlimited', '/upgrade-unlimited'],
      ['Share With a Friend', '/share'],
    ]);
  });

  it('onboarded SA lite: My Limits, Upgrade to Limited only', async () => {
    renderShell(<AppLayout>page</AppLayout>, {
      options: UI_OPTIONS,
      user: makeUser('SA', 'lite', 'R100003'),
      path: '/send-money',
    });
    const { user, links, hrefs, buttons } = await openMainNav();
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
    renderShell(<AppLayout>page</AppLayout>, {
      options: UI_OPTIONS,
      user: makeUser('UK', 'lite', null),
      path: '/send-money',
    });
    const { user, links, buttons } = await openMainNav();
    expect(links).toEqual(['Send Money']);
    expect(buttons).toEqual(['My Account', 'Logout']);
    expect(screen.queryByRole('button', { name: /My Wallet/ })).not.toBeInTheDocument();
    expect(await openAccountMenu(user)).toEqual([
      ['My Profile', '/profile'],
      ['Change Password', '/change-password'],
    ]);
  });

  it('marks the current page and links the brand to Send Money', async () => {
    renderShell(<AppLayout>page</AppLayout>, {
      options: UI_OPTIONS,
      user: makeUser('SA', 'limited', 'R100002'),
      path: '/transactions',
    });
    expect(screen.getByRole('link', { name: 'Remit Portal' })).toHaveAttribute('href', '/send-money');
    await openMainNav();
    expect(screen.getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Send Money' })).not.toHaveAttribute('aria-current');
  });

  it('posts the remitter_id to the wallet site from the UI options, in a new tab', async () => {
    renderShell(<AppLayout>page</AppLayout>, {
      options: UI_OPTIONS,
      user: makeUser('UK', 'limited', 'R100001'),
    });
    await openMainNav();
    const form = screen.getByRole('button', { name: /^My Wallet/ }).closest('form');
    expect(form).not.toBeNull();
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', UI_OPTIONS.links.wallet);
    expect(form).toHaveAttribute('target', '_blank');
    expect(form?.getAttribute('rel')).toContain('noopener');
    expect(Object.fromEntries(new FormData(form!))).toEqual({ remitter_id: 'R100001' });
  });

  it('Logout asks for confirmation', async () => {
    renderShell(<AppLayout>page</AppLayout>, {
      options: UI_OPTIONS,
      user: makeUser('UK', 'limited', 'R100001'),
    });
    const { user } = await openMainNav();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Are you sure you want to logout?')).toBeInTheDocument();
  });
});
