/** The template of index.html the build writes the login screen into (scripts/prerender-login.ts). */
export const LOGIN_SCREEN_ID = 'login-screen';

/** The attribute index.html's inline script sets on #root when it has put the login screen there. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Whether #root holds the login screen the build rendered (index.html's inline script put it there:
 * a login route, no session): the app then hydrates it rather than rendering over it.
 */
export function holdsPrerenderedLogin(root: Element): boolean {
  return root.hasAttribute(PRERENDERED_ATTRIBUTE);
}
