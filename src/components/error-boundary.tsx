import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';

interface State {
  failed: boolean;
}

/** Never a blank screen: a failure while rendering shows a message and a way to reload. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Stack role="alert" gap="3" p="6" maxW="xl" mx="auto">
        <Heading as="h1" size="lg">
          Something went wrong
        </Heading>
        <Text>The page could not be shown. Check your connection and reload.</Text>
        <Button alignSelf="start" onClick={() => location.reload()}>
          Reload
        </Button>
      </Stack>
    );
  }
}
