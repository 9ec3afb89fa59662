import { api } from '@/lib/http.ts';

/** POST /remitter/transactions/clear with the amounts (the charges are cleared here whatever it answers). */
export async function clearCharges(body: Record<string, unknown>): Promise<void> {
  await api.call('portal', 'POST /remitter/transactions/clear', { body });
}
