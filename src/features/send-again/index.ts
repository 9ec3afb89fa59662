// The public API of 'Send again' (issue 13): the button a transaction's page and the beneficiaries
// list show. What it does loads when it is pressed (src/features/send-again/apply).
export { SendAgainButton } from './components/send-again-button.tsx';
