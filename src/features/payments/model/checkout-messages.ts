/**
 * The checkout's own texts (both send flows show them), each once. The spec's texts of the
 * checkout (CONFIRM_FAILED, PAYMENT_INIT_FAILED) live with their calls.
 */

/** A create was cut off by a reload: at most a session was opened, never a transaction. */
export const CREATE_INTERRUPTED =
  'Your payment was interrupted before your transaction was confirmed, so no transaction was made. Check the details and try again.';

/** A confirm was cut off by a reload: it may have gone through. */
export const CONFIRM_INTERRUPTED =
  'Your payment was interrupted while your transaction was being confirmed, so it may have gone through. Check Transactions before you try again.';

/** A confirm got no clear answer (the connection dropped, a gateway error): it may have gone through. */
export const CONFIRM_UNCLEAR =
  'No clear answer came back from the confirmation, so your transaction may have gone through. Check Transactions before you try again.';

/** A confirm whose answer was lost made this transaction: the sender is taken to it to pay. */
export const CONFIRMED_HANDED_OFF =
  'Your transaction was confirmed, but the answer did not reach us at the time. Here it is, awaiting payment: press Make Payment to pay for it.';

/** The sender changed the transfer after an unclear confirm, which had gone through after all. */
export const EARLIER_CONFIRMED =
  'Your earlier transaction had gone through before you changed your transfer, so no new one was made. Here it is, awaiting payment: pay for it here, or leave it unpaid and start a new transfer.';

/** Back after the payment page failed to open: a confirmed transaction cannot be changed. */
export const CONFIRMED_CANNOT_CHANGE =
  'Your transaction is confirmed and awaiting payment, so it can no longer be changed. Pay for it here, or leave it unpaid and start a new transfer.';

/** The look-up after an unclear confirm could not read the sender's transactions. */
export const LOOK_UP_FAILED =
  'We could not check whether your earlier transaction went through. Check your connection and try again, or look in Transactions.';

/**
 * The look-up could not tell which transaction, if any, the unclear confirm made (the list did
 * not load, or more than one could be it): the sender is taken to Transactions to see for themselves.
 */
export const LOOK_UP_UNSURE =
  'We could not tell whether your transaction went through, so nothing more was sent. Check your transactions below: if it is there awaiting payment, pay for it from its page. What you typed is kept if you go back to send it.';

/** A confirmed transaction's total is not the one the screen showed: it is paid from its own page. */
export const TOTAL_CHANGED =
  'Your transaction is confirmed, but its total is not the one you were shown. Here it is: check the total and press Make Payment to pay it, or leave it unpaid.';

/** The checkout's transaction was paid since (another tab, its own page): nothing is paid again. */
export const PAID_MEANWHILE =
  'Your transaction for this transfer was already paid, so it was not paid again. Check Transactions.';

/** The checkout's transaction was cancelled since: nothing is paid; the transfer may be made anew. */
export const CANCELLED_MEANWHILE =
  'Your transaction for this transfer was cancelled, so it was not paid. Press Make Payment to send this transfer as a new one.';

/** Shown while the look-up runs. */
export const CHECKING_EARLIER = 'Checking your earlier transaction...';

/** The page opened on a payment a reload cut off: what it is doing until it can say more. */
export const CHECKING_PAYMENT = 'Checking your payment...';

/** The payment page was being asked for when the page reloaded. */
export const PAYMENT_PAGE_INTERRUPTED =
  'Your transaction is confirmed and awaiting payment, but the payment page did not open. Press Make Payment to open it.';

/** The flow was leaving for the payment page when the page reloaded, or a confirm named no reference. */
export const PAYMENT_PAGE_LEFT =
  'Your transaction is confirmed and awaiting payment. You can pay for it from Transactions.';

/** Another tab or window of this browser is making a payment for the sender right now. */
export const OTHER_TAB_PAYING =
  'A payment is being made in another tab or window, so this one did not start. Check Transactions before you try again.';

/** The same transfer was started by another checkout a few minutes ago (this tab or another). */
export const SAME_TRANSFER_STARTED =
  'The same transfer was started a few minutes ago, so it was not made again. Check Transactions: it is there, awaiting payment or paid.';

/** This checkout was already run from another tab (a duplicated tab holds a copy of it). */
export const PAID_ELSEWHERE =
  'This transfer was already started in another tab or window, so it was not paid again here. Check Transactions.';
