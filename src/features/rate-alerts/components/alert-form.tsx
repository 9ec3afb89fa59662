import { useState, type FormEvent } from 'react';
import { Button, Input, InputGroup, Stack } from '@chakra-ui/react';
import { FieldFrame } from '@/components/field-frame.tsx';
import { asyncHandler } from '@/lib/async-handler.ts';
import { askToNotify } from '../api/notifications.ts';
import { checkTarget } from '../model/alert-rules.ts';
import { SAVE_FAILED, symbolOf, todayText, watchLabel } from '../model/alert-texts.ts';

export interface AlertFormProps {
  source: string;
  destination: string;
  /** The corridor's rate today (the UI options'). */
  rate: number;
  onSaved: () => void;
}

/**
 * 'Tell me when £1 buys $[  ]' and Set alert: checks the target (a number above 0, not reached
 * yet), asks the browser's permission to notify (the only place it is ever asked; the alert is
 * set whatever the answer) and saves it, replacing the corridor's alert. Not a part of the send
 * flow's form: it sits beside it.
 */
export function AlertForm({ source, destination, rate, onSaved }: AlertFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkTarget(text, { source, destination }, rate);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(undefined);
    setSaving(true);
    // In the sender's gesture, before anything is awaited (browsers ask only then).
    const asked = askToNotify();
    try {
      // The saving code (the alerts' table, periodic sync) loads when an alert is set, not with the
      // screens the form sits on.
      const { saveRateAlert } = await import('../api/alert-store.ts');
      await saveRateAlert({ source, destination, target: checked.target });
      setText('');
      onSaved();
    } catch {
      setError(SAVE_FAILED);
    } finally {
      setSaving(false);
    }
    await asked;
  };

  return (
    <form noValidate onSubmit={asyncHandler(submit)}>
      <Stack gap="2" align="start">
        <FieldFrame
          label={watchLabel(source)}
          helperText={todayText({ source, destination }, rate)}
          error={error}
        >
          <InputGroup startElement={symbolOf(destination)}>
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </InputGroup>
        </FieldFrame>
        <Button type="submit" size="sm" variant="outline" colorPalette="blue" loading={saving}>
          Set alert
        </Button>
      </Stack>
    </form>
  );
}
