import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemConfig,
  type SystemContext,
} from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  comboboxSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  spinnerRecipe,
  tableSlotRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Colour palettes the app does not use. Every palette costs start-up time on the phone (its
 * tokens and CSS variables are built before the first render), so only gray (neutral), blue
 * (info, links), red (error), orange (warning), green (success) and yellow (the spec's colour of a
 * verification check still pending) are kept.
 */
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'purple', 'pink']);

function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;
}

/**
 * The app's design system: Chakra's tokens with only the recipes the app uses, so the login
 * screen does not carry the styles of every component Chakra has (defaultSystem does). A
 * component whose recipe is missing here renders unstyled: add its recipe when you use it.
 */
const appConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      combobox: comboboxSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      table: tableSlotRecipe,
    },
  },
});

/**
 * Chakra's default error and warning text colours (red.500, orange.600) are below the WCAG AA
 * contrast of 4.5:1 for small text on white; field errors and the offline note use them.
 */
const readableStatusText = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
        },
      },
    },
  },
});

/**
 * Chakra's solid buttons lighten on hover and while their menu is open (the solid colour at 90%
 * over the page): blue's becomes #3b73ed, where white text is 4.31:1, below WCAG AA. They darken to
 * the palette's 700 instead (white on blue.700 is 9.3:1), so every state keeps 4.5:1.
 */
const readableSolidButtons = defineConfig({
  theme: {
    recipes: {
      button: {
        variants: {
          variant: {
            solid: { _hover: { bg: 'colorPalette.700' }, _expanded: { bg: 'colorPalette.700' } },
          },
        },
      },
    },
  },
});

/**
 * The configs the app's system is made of: the one system the app renders with, and whose global
 * CSS the build writes into index.html (scripts/static-global-css.ts).
 */
const APP_CONFIGS = [defaultBaseConfig, appConfig, readableStatusText, readableSolidButtons] as const;

/**
 * Whether the page carries the system's global CSS as a stylesheet: a production build writes it
 * into index.html (scripts/static-global-css.ts), and renders its prerendered login with the same
 * system as the page. The dev server and the tests keep Chakra's own runtime global styles.
 */
const PAGE_CARRIES_GLOBAL_CSS =
  // (No `env` where the build's own scripts load this module in Node.)
  (import.meta as { env?: { MODE?: string } }).env?.MODE === 'production';

/**
 * The patched Chakra's option (patches/, docs/adr/0002): the system makes no global styles, and
 * its provider inserts none, as the page carries them.
 */
const STATIC_GLOBAL_CSS = { staticGlobalCss: true } as SystemConfig;

const made: { withGlobalCss?: SystemContext; withoutGlobalCss?: SystemContext } = {};

/**
 * The app's Chakra system, made on first use: with its global styles, or (`globalCss: false`, what
 * a production page uses) without. Making it is the heaviest single piece of start-up work on a
 * phone, so main.tsx runs it in a task of its own, apart from evaluating the modules.
 * (createSystem merges the configs itself: merging them first would clone every token twice.)
 */
export function appSystem({
  globalCss = !PAGE_CARRIES_GLOBAL_CSS,
}: { globalCss?: boolean } = {}): SystemContext {
  if (globalCss) return (made.withGlobalCss ??= createSystem(...APP_CONFIGS));
  return (made.withoutGlobalCss ??= createSystem(...APP_CONFIGS, STATIC_GLOBAL_CSS));
}
