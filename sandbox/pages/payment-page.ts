import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { SandboxEnv } from '../lib/context.ts';
import { securityHeaders } from '../security-headers.ts';
import { paymentByToken, settlePayment, type PaymentRecord } from '../lib/payments-store.ts';
import { transactionByRef, updateTransaction } from '../lib/transactions-store.ts';
import { formatMoney } from '../rules/money.ts';

/**
 * The hosted payment page (sandbox stand-in for the payment gateway), mounted at /pay:
 * GET /pay/:token shows the reference and amount with Pay and Cancel; Pay marks the payment paid
 * and moves the transaction from PENDING_CLEARANCE to AGENT_OK; Cancel marks it cancelled (the
 * transaction keeps awaiting payment). Both redirect (303) to the return URL. Repeating the same
 * choice redirects again without changing anything; a finished payment shows its state.
 */
export function paymentPages(): Hono<SandboxEnv> {
  const pages = new Hono<SandboxEnv>();

  pages.get('/:token', (c) => {
    const payment = paymentByToken(c.var.deps.db, c.req.param('token'));
    if (!payment) return notFound(c);
    return page(c, payment, payment.state === 'pending' ? pendingBody(payment) : finishedBody(payment), 200);
  });

  pages.post('/:token/pay', (c) => {
    const { db } = c.var.deps;
    const payment = paymentByToken(db, c.req.param('token'));
    if (!payment) return notFound(c);
    if (payment.state === 'paid') return backTo(c, payment);
    if (payment.state === 'cancelled') return page(c, payment, finishedBody(payment), 409);
    const paid = db.transaction(() => {
      const transaction = transactionByRef(db, payment.trans_ref);
      if (transaction?.status !== 'PENDING_CLEARANCE') return false;
      if (!settlePayment(db, payment.token, 'paid')) return false;
      updateTransaction(db, payment.trans_ref, { status: 'AGENT_OK' });
      return true;
    })();
    if (!paid) {
      const body = `<p role="alert">This transaction is no longer awaiting payment; nothing was charged.</p>${returnLink(payment)}`;
      return page(c, payment, body, 409);
    }
    return backTo(c, payment);
  });

  pages.post('/:token/cancel', (c) => {
    const { db } = c.var.deps;
    const payment = paymentByToken(db, c.req.param('token'));
    if (!payment) return notFound(c);
    if (payment.state === 'cancelled') return backTo(c, payment);
    if (payment.state === 'paid') return page(c, payment, finishedBody(payment), 409);
    settlePayment(db, payment.token, 'cancelled');
    return backTo(c, payment);
  });

  return pages;
}

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The page's headers: the app's, with form submissions allowed to end at the return URL's origin. */
function headersFor(returnUrl: string | null): Record<string, string> {
  const headers: Record<string, string> = { ...securityHeaders(), 'Cache-Control': 'no-store' };
  const csp = headers['Content-Security-Policy'];
  if (returnUrl && csp) {
    headers['Content-Security-Policy'] = csp.replace(
      "form-action 'self'",
      `form-action 'self' ${new URL(returnUrl).origin}`,
    );
  }
  return headers;
}

function backTo(c: Context<SandboxEnv>, payment: PaymentRecord): Response {
  return c.body(null, 303, { ...headersFor(payment.return_url), Location: payment.return_url });
}

function pendingBody(payment: PaymentRecord): string {
  const token = encodeURIComponent(payment.token);
  return `${summary(payment)}
    <div class="actions">
      <form method="post" action="/pay/${token}/pay"><button type="submit" class="pay">Pay</button></form>
      <form method="post" action="/pay/${token}/cancel"><button type="submit">Cancel</button></form>
    </div>`;
}

function finishedBody(payment: PaymentRecord): string {
  const state = payment.state === 'paid' ? 'This payment has been made.' : 'This payment was cancelled.';
  return `${summary(payment)}<p role="status">${state}</p>${returnLink(payment)}`;
}

function summary(payment: PaymentRecord): string {
  return `<table>
      <caption>Payment details</caption>
      <tr><th scope="row">Transaction reference</th><td>${escapeHtml(payment.trans_ref)}</td></tr>
      <tr><th scope="row">Amount</th><td>${escapeHtml(formatMoney(payment.amount, payment.currency))}</td></tr>
    </table>`;
}

function returnLink(payment: PaymentRecord): string {
  return `<p><a href="${escapeHtml(payment.return_url)}">Return to the portal</a></p>`;
}

function page(
  c: Context<SandboxEnv>,
  payment: PaymentRecord | null,
  body: string,
  status: ContentfulStatusCode,
): Response {
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Secure payment - Example Remit (sandbox)</title>
    <style>
      body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; color: #1a202c; }
      table { border-collapse: collapse; width: 100%; margin: 1rem 0; }
      caption { text-align: left; font-weight: 600; margin-bottom: 0.5rem; }
      th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #cbd5e0; }
      .actions { display: flex; gap: 1rem; }
      button { font-size: 1rem; padding: 0.6rem 1.4rem; border-radius: 0.375rem; border: 1px solid #2d3748; background: #fff; cursor: pointer; }
      button.pay { background: #22543d; color: #fff; border-color: #22543d; }
      button:focus-visible, a:focus-visible { outline: 3px solid #3182ce; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <h1>Secure payment</h1>
      ${body}
    </main>
  </body>
</html>`;
  return c.html(html, status, headersFor(payment?.return_url ?? null));
}

function notFound(c: Context<SandboxEnv>): Response {
  return page(c, null, '<p role="alert">This payment link is not valid or has expired.</p>', 404);
}
