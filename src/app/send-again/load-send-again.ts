/**
 * What 'Send again' does (the prefill rules and what applies them), loaded when a button is first
 * pressed, pointed at or focused, never with a page. The app gives it to the screens' buttons
 * (src/components/send-again-button.tsx) in app.tsx; this import, with the list of the files it
 * needs, is in a chunk of its own rather than in the entry.
 */
export const loadSendAgain = () => import('./send-again.ts');
