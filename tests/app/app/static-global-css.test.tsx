import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ChakraProvider, createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { appSystem } from '@/app/theme.ts';

/** The text of the global style elements Emotion inserted (Chakra's provider's `Global`s). */
const globalStyleText = () =>
  [...document.querySelectorAll('style[data-emotion^="css-global"]')]
    .map((style) => style.textContent ?? '')
    .join('');

describe('the system the app provides (patches/, docs/adr/0002)', () => {
  it('makes its global styles when first read, not when created (the patched Chakra)', () => {
    const patched = Object.getOwnPropertyDescriptor(createSystem(defaultBaseConfig), '_global');
    expect(patched?.get).toBeTypeOf('function');
  });

  it('without global CSS (a production page carries it): the same tokens and recipes, no global styles made or inserted', () => {
    const withCss = appSystem({ globalCss: true });
    const withoutCss = appSystem({ globalCss: false });
    expect(withoutCss._global).toEqual([]);
    expect(withoutCss.token('colors.fg.error')).toBe(withCss.token('colors.fg.error'));
    expect(Object.keys(withoutCss._config.theme?.recipes ?? {})).toEqual(
      Object.keys(withCss._config.theme?.recipes ?? {}),
    );
    const { unmount } = render(<ChakraProvider value={withoutCss}>page</ChakraProvider>);
    expect(globalStyleText()).not.toContain('--chakra-colors-fg-error:');
    unmount();
  });

  it('with global CSS (the dev server, tests, and the build that writes the stylesheet): preflight and every token', () => {
    expect(appSystem()).toBe(appSystem({ globalCss: true }));
    const { unmount } = render(<ChakraProvider value={appSystem()}>page</ChakraProvider>);
    expect(globalStyleText()).toContain('--chakra-colors-fg-error:');
    unmount();
  });
});
