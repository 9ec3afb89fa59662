import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import type { Beneficiary, Corridor } from '@/api/contract.ts';
import { useBeneficiaryList } from '@/features/beneficiaries';
import { beneficiariesFor } from '../model/beneficiary-filter.ts';
import type { DeliveryOption } from '../model/delivery.ts';
import { beneficiaryAtom } from '../state.ts';

/**
 * Beneficiary Details' choice: the saved beneficiaries the step offers (in the country, for the
 * delivery, with one just added), the one selected, and the one stored before (coming back, a
 * reload, 'Send again'). The stored one stands while the list is not known or is the copy on the
 * device (loading, offline: it may be out of date); once the server's list is in and no longer
 * offers it (removed, or not for this delivery), it is dropped, and Continue waits for a new choice.
 */
export function useBeneficiaryChoice(corridor: Corridor, delivery: DeliveryOption) {
  const list = useBeneficiaryList();
  const [stored, setStored] = useAtom(beneficiaryAtom);
  const [added, setAdded] = useState<Beneficiary | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(stored?.beneficiary_id ?? null);

  const offered = useMemo(() => {
    if (!list.rows) return undefined;
    const rows = list.rows.filter((row) => row.beneficiary_id !== added?.beneficiary_id);
    return beneficiariesFor(added ? [...rows, added] : rows, corridor, delivery);
  }, [list.rows, added, corridor, delivery]);

  // The server's list, as this screen loaded it (not the copy on the device).
  const loaded = offered !== undefined && !list.fromCache;
  const storedId = stored?.beneficiary_id;
  const storedGone = loaded && storedId !== undefined && !offered.some((b) => b.beneficiary_id === storedId);
  useEffect(() => {
    if (storedGone) setStored(RESET);
  }, [storedGone, setStored]);

  const storedFits = stored !== null && beneficiariesFor([stored], corridor, delivery).length > 0;
  const selected =
    offered?.find((b) => b.beneficiary_id === selectedId) ??
    (!loaded && storedFits && stored.beneficiary_id === selectedId ? stored : null);

  const chooseAdded = useCallback((beneficiary: Beneficiary) => {
    setAdded(beneficiary);
    setSelectedId(beneficiary.beneficiary_id);
  }, []);

  return {
    list,
    offered,
    /** What the picker shows as chosen: the selection while it stands (never a dropped one). */
    selectedId: selected?.beneficiary_id ?? null,
    setSelectedId,
    selected,
    chooseAdded,
    /** The picker starts afresh when a beneficiary is added, and when the stored one is dropped. */
    pickerKey: `${added?.beneficiary_id ?? 'saved'}:${storedId ?? ''}`,
  };
}
