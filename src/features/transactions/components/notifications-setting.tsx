import { useState } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import {
  notificationState,
  notificationsWanted,
  turnOffNotifications,
  turnOnNotifications,
  type NotificationState,
} from '../api/transfer-notifications.ts';

export const NOTIFICATIONS_OFF_TEXT =
  'Get a notification on this device when a transfer is collected or needs payment. The app checks when you open it: nothing about your transfers leaves this device.';
export const NOTIFICATIONS_ON_TEXT =
  'Notifications are on: this device tells you when a transfer is collected or needs payment.';
export const NOTIFICATIONS_BLOCKED_TEXT =
  "Notifications are blocked for this site. To get them, allow notifications for this site in your browser's settings.";

/**
 * Turning transfer notifications on or off for this device. The browser asks for permission only
 * when 'Turn on notifications' is pressed, never on load. Nothing shows where the browser cannot
 * show notifications (an iPhone's Safari tab, an old browser).
 */
export function NotificationsSetting({ userKey }: { userKey: string }) {
  const [state, setState] = useState<NotificationState>(notificationState);
  const [wanted, setWanted] = useState(() => notificationsWanted(userKey));
  const [asking, setAsking] = useState(false);
  if (state === 'unsupported') return null;
  const on = wanted && state === 'granted';

  const turnOn = async () => {
    setAsking(true);
    try {
      const next = await turnOnNotifications(userKey);
      setState(next);
      setWanted(next === 'granted');
    } finally {
      setAsking(false);
    }
  };
  const turnOff = () => {
    turnOffNotifications();
    setWanted(false);
  };

  let text = NOTIFICATIONS_OFF_TEXT;
  if (on) text = NOTIFICATIONS_ON_TEXT;
  else if (state === 'denied') text = NOTIFICATIONS_BLOCKED_TEXT;
  return (
    <Box
      as="section"
      aria-labelledby="notifications-heading"
      borderWidth="1px"
      rounded="md"
      p="4"
      data-print-hide=""
    >
      <Stack gap="3" align="start">
        <Heading as="h2" size="md" id="notifications-heading">
          Notifications
        </Heading>
        <Text role="status">{text}</Text>
        {on && (
          <Button variant="outline" size="sm" onClick={turnOff}>
            Turn off notifications
          </Button>
        )}
        {!on && state !== 'denied' && (
          <Button size="sm" onClick={() => void turnOn()} loading={asking}>
            Turn on notifications
          </Button>
        )}
      </Stack>
    </Box>
  );
}
