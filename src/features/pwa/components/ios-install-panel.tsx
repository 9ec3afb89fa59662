import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';

/** The Share icon of iOS Safari (a box with an arrow up), beside the words that name it. */
function ShareIcon() {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      style={{ display: 'inline', verticalAlign: 'text-bottom' }}
    >
      <path d="M12 3v12M7 8l5-5 5 5M5 12v8h14v-8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Add to Home Screen steps for iOS Safari, which has no install prompt; closes with its button. */
export function IosInstallPanel({ id, onClose }: { id: string; onClose: () => void }) {
  return (
    <Box
      id={id}
      role="region"
      aria-labelledby={`${id}-title`}
      borderWidth="1px"
      borderRadius="md"
      p="4"
      maxW="sm"
      bg="bg.panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Stack gap="2">
        <Heading as="h2" id={`${id}-title`} size="sm">
          Install the app on your iPhone or iPad
        </Heading>
        <Box as="ol" ps="5" listStyleType="decimal">
          <li>
            Tap the Share button <ShareIcon /> in Safari&apos;s toolbar.
          </li>
          <li>Scroll down and tap &apos;Add to Home Screen&apos;.</li>
          <li>Tap &apos;Add&apos;. The app then opens from its icon, like any other app.</li>
        </Box>
        <Text fontSize="sm" color="fg.muted">
          It works offline for the pages you have opened.
        </Text>
        <Button alignSelf="flex-start" size="sm" variant="outline" onClick={onClose}>
          Close
        </Button>
      </Stack>
    </Box>
  );
}
