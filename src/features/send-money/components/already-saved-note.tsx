import { Alert, Button } from '@chakra-ui/react';
import type { Beneficiary } from '@/api/contract.ts';
import { beneficiaryName } from '@/features/beneficiaries';

export interface AlreadySavedNoteProps {
  beneficiary: Beneficiary;
  onChoose: (id: string) => void;
}

/**
 * The number typed belongs to a saved beneficiary: offer to choose them (the portal refuses a
 * second beneficiary with the same number, which would only show at Make Payment).
 */
export function AlreadySavedNote({ beneficiary, onChoose }: AlreadySavedNoteProps) {
  const name = beneficiaryName(beneficiary);
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Description>{name} is already saved with this number.</Alert.Description>
        <Button
          size="sm"
          variant="outline"
          alignSelf="start"
          onClick={() => onChoose(beneficiary.beneficiary_id)}
        >
          Choose {name}
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
