import { Alert, CloseButton, List } from '@chakra-ui/react';
import { useAutoDismiss } from '@/lib/use-auto-dismiss.ts';

/** Spec §9: error banners close after 9 s unless a screen says otherwise. */
export const ERROR_BANNER_MS = 9_000;

export interface ErrorBannerProps {
  /** The messages to show; nothing renders when empty. */
  messages: readonly string[];
  onDismiss: () => void;
  /** How long it stays; 0 keeps it until dismissed. */
  timeoutMs?: number;
}

/**
 * Server errors as an alert: one line, or a list for several; dismissible; closes by itself
 * `timeoutMs` after these messages showed, however often the screen re-renders meanwhile.
 */
export function ErrorBanner({ messages, onDismiss, timeoutMs = ERROR_BANNER_MS }: ErrorBannerProps) {
  useAutoDismiss(messages, onDismiss, timeoutMs);
  if (messages.length === 0) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        {messages.length === 1 ? (
          <Alert.Description>{messages[0]}</Alert.Description>
        ) : (
          <List.Root as="ul" ps="4">
            {messages.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List.Root>
        )}
      </Alert.Content>
      <CloseButton size="sm" aria-label="Dismiss" onClick={onDismiss} />
    </Alert.Root>
  );
}
