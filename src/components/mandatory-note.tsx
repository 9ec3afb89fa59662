import { Text } from '@chakra-ui/react';

/** Spec doc 1 (send flow, change password, upgrade forms): the notice to fill the mandatory fields. */
export const MANDATORY_NOTICE = 'Please fill in all mandatory fields marked with an asterisk (*).';

/** The notice to fill the mandatory fields, above a form. */
export function MandatoryNote() {
  return (
    <Text fontSize="sm" color="fg.muted">
      {MANDATORY_NOTICE}
    </Text>
  );
}
