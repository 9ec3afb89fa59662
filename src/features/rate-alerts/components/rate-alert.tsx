import { Suspense, lazy, useId, useState } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { mayHaveRateAlerts } from '@/lib/rate-alerts-mark.ts';
import { useRateAlertWatch } from '../hooks/use-rate-alert-watch.ts';
import { corridorOf, watchedRate, type Rates } from '../model/alert-rules.ts';
import { WATCH_TITLE } from '../model/alert-texts.ts';
import { AlertForm } from './alert-form.tsx';

// The stored alert reads Dexie: loaded only where an alert may be (the note in local storage), so
// a visitor who never set one never loads Dexie on the login screen.
const StoredAlert = lazy(() => import('./stored-alert.tsx'));

export interface RateAlertProps {
  /** The sender's currency ('GBP', 'ZAR') and the one received ('USD'): the corridor. */
  source: string;
  destination: string;
  /** The UI options' rates, as the screen shows them. */
  rates: Rates;
  /** Checks the alerts itself, where no signed-in layout does (the login screen's calculator). */
  watch?: boolean;
}

/**
 * 'Watch the rate' for one corridor: the target to be told about, then the alert as stored (and
 * its note once reached). Nothing for a corridor without a rate in the UI options. The stored
 * part comes below the form, so its late arrival pushes nothing on screen but what follows.
 */
export function RateAlert({ source, destination, rates, watch = false }: RateAlertProps) {
  useRateAlertWatch(watch);
  const [stored, setStored] = useState(mayHaveRateAlerts);
  const titleId = useId();
  const rate = watchedRate(source, destination, rates);
  if (rate === undefined) return null;
  const corridor = corridorOf(source, destination);
  return (
    <Stack as="section" aria-labelledby={titleId} gap="3">
      <Heading as="h3" size="sm" id={titleId}>
        {WATCH_TITLE}
      </Heading>
      <AlertForm
        key={corridor}
        source={source}
        destination={destination}
        rate={rate}
        onSaved={() => setStored(true)}
      />
      {stored && (
        <Suspense fallback={null}>
          <StoredAlert corridor={corridor} />
        </Suspense>
      )}
    </Stack>
  );
}
