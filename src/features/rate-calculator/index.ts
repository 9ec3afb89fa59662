// The public API of the rate calculator: what a visitor's amount gives in Zimbabwe before
// sign-in (its rules are the send flows', in src/remittance), loaded as its own chunk.
export { RateCalculator } from './components/lazy-rate-calculator.tsx';
