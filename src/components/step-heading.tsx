import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Heading } from '@chakra-ui/react';

/** The id a flow's step section is labelled by (one step heading on screen at a time). */
export const STEP_HEADING_ID = 'step-heading';

/** True once the flow's step has changed since its page opened. */
const StepChangedContext = createContext(false);

/** Whether `step` has ever differed from the step the page opened on. */
export function useStepChanged(step: string): boolean {
  const [first] = useState(step);
  const [changed, setChanged] = useState(false);
  // Set during render (React's pattern for state derived from a changing value): no extra paint.
  if (!changed && step !== first) setChanged(true);
  return changed;
}

/**
 * Around a send flow's steps: once the sender moves to another step, that step's heading takes
 * the focus, so a keyboard or screen-reader user starts reading the new step at its top (the page's
 * first step, on opening it, leaves the focus where the browser put it).
 */
export function StepFocus({ step, children }: { step: string; children: ReactNode }) {
  return <StepChangedContext value={useStepChanged(step)}>{children}</StepChangedContext>;
}

/** A send flow step's heading (h2); focused when it appears after a step change. */
export function StepHeading({ children }: { children: ReactNode }) {
  const focus = useContext(StepChangedContext);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Heading ref={ref} as="h2" size="lg" id={STEP_HEADING_ID} tabIndex={-1} _focus={{ outline: 'none' }}>
      {children}
    </Heading>
  );
}
