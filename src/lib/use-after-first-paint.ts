import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true soon after it: for content below the fold (the footer) that
 * can follow the first screen in a render of its own, so a cheap phone paints the page sooner
 * and never blocks on one long piece of work.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready;
}
