/**
 * A form the page painted from HTML before the app's code arrived (the prerendered login screen):
 * index.html's script holds back its submissions until the app runs it, marking one made meanwhile
 * with SUBMIT_PENDING; the app marks the form READY when it takes over.
 */
export const SUBMIT_PENDING = 'data-submit-pending';
export const READY = 'data-ready';

/**
 * Takes over a form the page may have painted from HTML: from now on its submissions are the
 * app's, and one the user made before the app was ready (Login pressed on a slow link) is sent
 * now, once.
 */
export function takeOverPrerenderedForm(form: HTMLFormElement | null): void {
  if (!form) return;
  form.setAttribute(READY, '');
  if (!form.hasAttribute(SUBMIT_PENDING)) return;
  form.removeAttribute(SUBMIT_PENDING);
  form.requestSubmit();
}
