import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { Beneficiary } from '@/api/contract.ts';
import { sessionUserAtom } from '@/lib/session/user.ts';
import type { ApiError } from '@/lib/api-error.ts';
import { useCall } from '@/lib/use-call.ts';
import { useOnline } from '@/lib/use-online.ts';
import { cacheKeyOf, readCachedBeneficiary, warmBeneficiariesAtom } from '../api/beneficiaries-cache.ts';
import { getBeneficiary } from '../api/get-beneficiary.ts';

export interface OneBeneficiary {
  /** The server's copy once it answered, else the cached one; undefined while neither is known. */
  beneficiary: Beneficiary | undefined;
  /** True while the server's copy is asked for. */
  loading: boolean;
  /** True once the cache has been looked in (found or not). */
  cacheRead: boolean;
  error: ApiError | undefined;
  /** The server says there is no such beneficiary (for this user). */
  notFound: boolean;
  retry: () => void;
}

const matches = (slug: string) => (row: Beneficiary) => row.beneficiary_id === slug || row.id === slug;

/**
 * One beneficiary by id (the route's slug), local-first: the copy in the cached list at once (in
 * the first render when the list was read or written in this session), the server's copy
 * (GET /remitter/beneficiaries/{id}) when it answers, asked again when the connection returns.
 */
export function useBeneficiary(slug: string): OneBeneficiary {
  const online = useOnline();
  const key = cacheKeyOf(useAtomValue(sessionUserAtom));
  const warm = useAtomValue(warmBeneficiariesAtom);
  const fromWarm = key && warm?.key === key ? warm.value.rows.find(matches(slug)) : undefined;

  const [read, setRead] = useState<{ key: string; slug: string; row: Beneficiary | undefined } | null>(null);
  useEffect(() => {
    if (!key) return;
    let live = true;
    const settle = (row: Beneficiary | undefined) => {
      if (live) setRead({ key, slug, row });
    };
    // An unreadable cache counts as no cached copy: the server's answers.
    readCachedBeneficiary(key, slug).then(settle, () => settle(undefined));
    return () => {
      live = false;
    };
  }, [key, slug]);
  const ownRead = read && read.key === key && read.slug === slug ? read : null;

  const call = useCall(useCallback(() => getBeneficiary(slug), [slug]));
  const { run } = call;
  useEffect(() => {
    if (online && key) void run();
  }, [online, key, run]);

  const fresh = call.data && matches(slug)(call.data) ? call.data : undefined;
  const notFound = call.error?.httpStatus === 404;
  return {
    beneficiary: notFound ? undefined : (fresh ?? fromWarm ?? ownRead?.row),
    loading: call.loading,
    cacheRead: fromWarm !== undefined || ownRead !== null || !key,
    error: call.error,
    notFound,
    retry: () => void run(),
  };
}
