import { Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import type { Beneficiary } from '@/api/contract.ts';
import { href } from '@/config/paths.ts';
import { beneficiaryMobile, beneficiaryName } from '@/features/beneficiaries';

export interface SelectedBeneficiaryProps {
  beneficiary: Beneficiary;
  /** Called before the Edit link leaves the flow (the step keeps the selection). */
  onEdit: () => void;
}

/** The chosen beneficiary: name, mobile and an Edit link to their update page. */
export function SelectedBeneficiary({ beneficiary, onEdit }: SelectedBeneficiaryProps) {
  const name = beneficiaryName(beneficiary);
  return (
    <Box
      as="section"
      aria-label="Selected beneficiary"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      bg="bg.subtle"
    >
      <HStack justify="space-between" align="start" gap="4" flexWrap="wrap">
        <Stack gap="1" minW="0">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {name}
          </Text>
          <Text color="fg.muted">{beneficiaryMobile(beneficiary)}</Text>
        </Stack>
        <Link asChild variant="underline" colorPalette="blue" fontWeight="semibold">
          <RouterLink href={href.beneficiaryUpdate(beneficiary.beneficiary_id)} onClick={onEdit}>
            Edit
          </RouterLink>
        </Link>
      </HStack>
    </Box>
  );
}
