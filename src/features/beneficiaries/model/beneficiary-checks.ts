import type { Resolver } from 'react-hook-form';
import { lazyResolver } from '@/lib/lazy-resolver.ts';
import type { NewBeneficiaryForm } from './beneficiary-form.ts';

/** The Zimbabwe beneficiary form's checks, loaded when a form first checks a field. */
export const loadBeneficiaryChecks = (): Promise<Resolver<NewBeneficiaryForm>> =>
  import('./beneficiary-schema.ts').then((module) => module.beneficiaryResolver);

/**
 * The resolver of every Zimbabwe beneficiary form (add page, send flow's beneficiary step): the
 * schema library loads with the first check (a field left, or Save pressed), not with the page.
 */
export const beneficiaryResolver = lazyResolver(loadBeneficiaryChecks);
