import { defineConfig } from '@chakra-ui/react';
import { globalCss, keyframes } from '@chakra-ui/react/theme';

/**
 * The parts of Chakra's theme that are only global CSS (page styles, keyframes). The build and
 * the dev server write them into index.html with the rest of the system's global CSS
 * (scripts/static-global-css.ts), so the app's runtime system (theme.ts) does not carry them.
 */
export const globalStylesConfig = defineConfig({ globalCss, theme: { keyframes } });
