/**
 * The transaction the page shows, given the copy one render behind (`useDeferredValue`, rendered
 * in a render React may pause) and the hook's latest: the deferred copy while it is the same
 * transaction as the latest, and nothing (the page's loading state) until it is. So after the page
 * moves to another transaction, the one before is never shown, nor offered to pay, under the new
 * one's address, not even for one render.
 */
export function shownTransaction<T extends { trans_ref: string }>(
  deferred: T | undefined,
  latest: T | undefined,
): T | undefined {
  return deferred !== undefined && latest !== undefined && deferred.trans_ref === latest.trans_ref
    ? deferred
    : undefined;
}
