import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { listenForInstall } from '@/features/pwa/api/install-events.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';
import { renderApp } from '../../support/render-app.tsx';
import { SA_SENDER, UK_SENDER } from '../../support/sandbox-data.ts';

const footer = () => screen.getByRole('contentinfo');
const contactBlock = () => within(footer()).getByRole('region', { name: 'Contact Us' });

/** The footer (it renders just after the first paint), once it shows the sandbox's UI options. */
async function findFooter(): Promise<HTMLElement> {
  const shown = await screen.findByRole('contentinfo');
  await within(shown).findByText(UI_OPTIONS.footer.copyright);
  return shown;
}

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
  it('shows the UI options texts (copyright, both addresses, terms, privacy, social links), links the delete-account page, and shows the running version and build number', async () => {
    await renderApp({ url: '/' });
    const inFooter = within(await findFooter());
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
    // The delete-account page.
    expect(inFooter.getByRole('link', { name: 'Delete Your Account' })).toHaveAttribute(
      'href',
      '/delete-account',
    );
    // The running version and build number.
    expect(inFooter.getByText(`Version ${__APP_VERSION__} (build ${__BUILD_NUMBER__})`)).toBeInTheDocument();
    expect(__APP_VERSION__).toBe('0.2.04');
  });

  it('signed out: the contact block shows both countries', async () => {
    await renderApp({ url: '/' });
    await findFooter();
    expect(within(contactBlock()).getByRole('heading', { name: 'United Kingdom' })).toBeInTheDocument();
    expect(within(contactBlock()).getByRole('heading', { name: 'South Africa' })).toBeInTheDocument();
    expectContacts('uk', true);
    expectContacts('sa', true);
  });

  it("signed in: the contact block shows the user's country only", async () => {
    const { account } = await renderApp({ url: '/change-password', user: SA_SENDER });
    expect(account?.country).toBe('SA');
    await findFooter();
    expectContacts('sa', true);
    expectContacts('uk', false);
    expect(within(contactBlock()).getByText(/^Phone:/)).toBeInTheDocument();
    expect(within(contactBlock()).getByText(/^WhatsApp:/)).toBeInTheDocument();
    expect(within(contactBlock()).getByText(/^Email:/)).toBeInTheDocument();
  });

  it('signed in from the UK: the UK contacts only', async () => {
    const { account } = await renderApp({ url: '/change-password', user: UK_SENDER });
    expect(account?.country).toBe('UK');
    await findFooter();
    expectContacts('uk', true);
    expectContacts('sa', false);
  });
});

describe('the landmarks', () => {
  it.each([
    ['signed out', '/delete-account', undefined, 'Delete Your Account'],
    ['signed in', '/change-password', UK_SENDER, 'Change Password'],
  ] as const)(
    '%s: skip link first, banner, labelled nav, main#main, contentinfo',
    async (_name, url, email, pageHeading) => {
      const { container } = await renderApp({ url, user: email });
      const heading = await screen.findByRole('heading', { level: 1, name: pageHeading });
      await screen.findByRole('contentinfo');
      const skip = screen.getByRole('link', { name: 'Skip to content' });
      expect(container.querySelector('a')).toBe(skip);
      expect(skip).toHaveAttribute('href', '#main');
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      const main = screen.getByRole('main');
      expect(main).toHaveAttribute('id', 'main');
      expect(main).toContainElement(heading);
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      skip.click();
      expect(main).toHaveFocus();
    },
  );
});

/** A beforeinstallprompt event as Chromium fires it, whose prompt the test watches. */
function installPrompt() {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  return Object.assign(event, {
    prompt,
    userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
  });
}

describe('the footer install action', () => {
  it("offers 'Install app' in the footer once the browser offers installation, and opens its dialog", async () => {
    const { store, user } = await renderApp({ url: '/' });
    // What the page's start does (main.tsx's startPwa): it keeps the browser's install offer.
    onTestFinished(listenForInstall(store));
    const inFooter = within(await findFooter());
    expect(inFooter.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();

    const offer = installPrompt();
    act(() => {
      window.dispatchEvent(offer);
    });
    await user.click(inFooter.getByRole('button', { name: 'Install app' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
  });
});
