/** Below this breakpoint the header's navigation folds behind a Menu button. */
export const NAV_BREAKPOINT = 'lg';
