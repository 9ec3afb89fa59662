import { Heading, List, Stack } from '@chakra-ui/react';

/** Spec (Delete Your Account): the information given before the request. */
const INFORMATION = [
  'Your personal data will be permanently deleted.',
  'Your transaction records will be kept for up to 7 years, as financial regulations require.',
  'A confirmation email will follow once your account has been deleted.',
  'This action is irreversible: a deleted account cannot be restored.',
];

/** Spec (Delete Your Account): the steps of a deletion. */
const STEPS = [
  'Identity verification: we confirm that the request comes from you.',
  'We send you an email with a verification link.',
  'Once you confirm, we schedule the deletion of your account.',
  'We send you a final confirmation email when your account has been deleted.',
];

/** What deleting an account means, and how it happens. */
export function DeletionInfo() {
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h2" size="md">
          What happens to your data
        </Heading>
        <List.Root as="ul" ps="5" gap="1">
          {INFORMATION.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List.Root>
      </Stack>
      <Stack gap="2">
        <Heading as="h2" size="md">
          How it works
        </Heading>
        <List.Root as="ol" ps="5" gap="1">
          {STEPS.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List.Root>
      </Stack>
    </Stack>
  );
}
