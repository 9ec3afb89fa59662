import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import PublicLayout from '@/features/shell/pages/public-layout.tsx';
import AppLayout from '@/features/shell/pages/app-layout.tsx';
import { UI_OPTIONS, makeUser, renderShell, useShellTestEnv } from './render-shell.tsx';

useShellTestEnv();

const footer = () => screen.getByRole('contentinfo');
const contactBlock = () => within(footer()).getByRole('region', { name: 'Contact Us' });

function expectContacts(country: 'uk' | 'sa', shown: boolean) {
  const info = UI_OPTIONS.contact_info[country];
  for (const channel of [info.phone, info.whatsapp, info.email]) {
    const link = within(contactBlock()).queryByRole('link', {
      name: new RegExp(`^${channel.display.replace('+', '\\+')}`),
    });
    if (shown) expect(link).toHaveAttribute('href', channel.link);
    else expect(link).not.toBeInTheDocument();
  }
}

describe('the footer', () => {
  it('shows the UI options texts: copyright, both addresses, terms, privacy, social links', () => {
    renderShell(<PublicLayout>page</PublicLayout>, { options: UI_OPTIONS });
    const inFooter = within(footer());
    expect(inFooter.getByText(UI_OPTIONS.footer.copyright)).toBeInTheDocument();
    expect(inFooter.getByText(UI_OPTIONS.footer.address.uk)).toBeInTheDocument();
    expect(inFooter.getByText(UI_OPTIONS.footer.address.sa)).toBeInTheDocument();
    expect(inFooter.getByRole('link', { name: /^Terms of Use/ })).toHaveAttribute(
      'href',
      UI_OPTIONS.links.terms,
    );
    expect(inFooter.getByRole('link', { name: /^Privacy Policy/ })).toHaveAttribute(
      'href',
      UI_OPTIONS.links.privacy,
    );
    const social = within(inFooter.getByRole('navigation', { name: 'Social media' }));
    for (const { name, link } of UI_OPTIONS.links.social) {
      expect(social.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', link);
    }
  });

  it('links the delete-account page', () => {
    renderShell(<PublicLayout>page</PublicLayout>, { options: UI_OPTIONS });
    expect(within(footer()).getByRole('link', { name: 'Delete Your Account' })).toHaveAttribute(
      'href',
      '/delete-account',
    );
  });

  it('shows the running version and build number', () => {
    renderShell(<PublicLayout>page</PublicLayout>, { options: UI_OPTIONS });
    expect(
      within(footer()).getByText(`Version ${__APP_VERSION__} (build ${__BUILD_NUMBER__})`),
    ).toBeInTheDocument();
    expect(__APP_VERSION__).toBe('0.2.04');
  });

  it('signed out: the contact block shows both countries', () => {
    renderShell(<PublicLayout>page</PublicLayout>, { options: UI_OPTIONS });
    expect(within(contactBlock()).getByRole('heading', { name: 'United Kingdom' })).toBeInTheDocument();
    expect(within(contactBlock()).getByRole('heading', { name: 'South Africa' })).toBeInTheDocument();
    expectContacts('uk', true);
    expectContacts('sa', true);
  });

  it("signed in: the contact block shows the user's country only", () => {
    renderShell(<AppLayout>page</AppLayout>, {
      options: UI_OPTIONS,
      user: makeUser('SA', 'limited', 'R100002'),
    });
    expectContacts('sa', true);
    expectContacts('uk', false);
    expect(within(contactBlock()).getByText(/^Phone:/)).toBeInTheDocument();
    expect(within(contactBlock()).getByText(/^WhatsApp:/)).toBeInTheDocument();
    expect(within(contactBlock()).getByText(/^Email:/)).toBeInTheDocument();
  });

  it('signed in from the UK: the UK contacts only', () => {
    renderShell(<AppLayout>page</AppLayout>, {
      options: UI_OPTIONS,
      user: makeUser('UK', 'limited', 'R100001'),
    });
    expectContacts('uk', true);
    expectContacts('sa', false);
  });
});

describe('the landmarks', () => {
  it.each([
    ['signed out', PublicLayout, null],
    ['signed in', AppLayout, makeUser('UK', 'limited', 'R100001')],
  ] as const)('%s: skip link first, banner, labelled nav, main#main, contentinfo', (_name, Layout, user) => {
    const { container } = renderShell(<Layout>page body</Layout>, { options: UI_OPTIONS, user });
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(container.querySelector('a')).toBe(skip);
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveTextContent('page body');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    skip.click();
    expect(main).toHaveFocus();
  });
});

describe('the footer install action', () => {
  it("offers 'Install app' in the footer once the browser offers installation, and opens its dialog", async () => {
    const { installPromptAtom } = await import('@/features/pwa/state.ts');
    const { act } = await import('@testing-library/react');
    const { store } = renderShell(<PublicLayout>page</PublicLayout>, { options: UI_OPTIONS });
    expect(within(footer()).queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();

    const prompt = vi.fn(() => Promise.resolve());
    const offer = { prompt, userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }) };
    act(() => store.set(installPromptAtom, offer as never));
    within(footer()).getByRole('button', { name: 'Install app' }).click();
    expect(prompt).toHaveBeenCalledTimes(1);
  });
});
