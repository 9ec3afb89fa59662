import type { User } from '@/api/contract.ts';
import { api } from '@/lib/http.ts';
import type { SenderDetails } from '../model/flow-inputs.ts';

/** The Sender Details as multipart fields: absent values left out. */
export function senderDetailsForm(details: SenderDetails): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(details)) {
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

/** POST /remitter/auth/register/full (multipart): saves the Sender Details; resolves with the user. */
export async function registerFull(details: SenderDetails): Promise<User> {
  const answer = await api.call('portal', 'POST /remitter/auth/register/full', {
    body: senderDetailsForm(details),
    form: true,
  });
  return answer.result.user;
}
