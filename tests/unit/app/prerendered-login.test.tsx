import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { BootScreen } from '@/app/boot-screen.tsx';
import { keepPrerenderedLogin, prerenderedLogin } from '@/app/prerendered-login.ts';

const LOGIN_HTML = '<div id="login-screen" inert=""><h1>Login</h1></div>';

/** A page as index.html leaves it: the login screen the build wrote, shown or still hidden. */
function pageWith(shown: boolean): Document {
  const doc = document.implementation.createHTMLDocument('app');
  doc.body.innerHTML = `<div id="root">${shown ? LOGIN_HTML : LOGIN_HTML.replace('inert=""', 'inert="" hidden=""')}</div>`;
  return doc;
}

function renderBootScreenAt(path: string) {
  const location = memoryLocation({ path });
  return render(
    <Router hook={location.hook}>
      <BootScreen />
    </Router>,
  );
}

afterEach(() => keepPrerenderedLogin(document.implementation.createHTMLDocument('none')));

describe('the login screen the HTML painted (scripts/prerender-login.ts)', () => {
  it.each([
    [true, '/', LOGIN_HTML],
    [true, '/login', LOGIN_HTML],
    [true, '/register', undefined],
    [false, '/', undefined],
  ])('shown %s, on %s: %s', (shown, path, expected) => {
    keepPrerenderedLogin(pageWith(shown));
    expect(prerenderedLogin(path)).toBe(expected);
  });

  it('is what the boot screen repeats on the login routes, so the hand-over cannot be seen', () => {
    keepPrerenderedLogin(pageWith(true));
    renderBootScreenAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('leaves the boot screen as it is elsewhere, or when the page painted none', () => {
    keepPrerenderedLogin(pageWith(true));
    renderBootScreenAt('/transactions');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    keepPrerenderedLogin(pageWith(false));
    renderBootScreenAt('/');
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument();
  });
});
