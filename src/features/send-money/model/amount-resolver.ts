import { yupResolver } from '@hookform/resolvers/yup';
import { amountSchema } from './amount-schema.ts';

/**
 * The amount step's checks as a form resolver: loaded on the first Calculate (src/lib/lazy-resolver.ts),
 * so /send-money opens without the schema library.
 */
export const amountResolver = yupResolver(amountSchema, undefined, { raw: true });
