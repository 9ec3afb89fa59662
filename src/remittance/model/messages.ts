/** Texts both send flows show, each once. */

/** Spec §8: transaction creation failed without a message. */
export const TRANSACTION_CREATE_FAILED = 'Failed to create transaction';
