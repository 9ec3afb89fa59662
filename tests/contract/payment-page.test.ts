import { describe, expect, it } from 'vitest';
import { freshSandbox, login } from './helpers.ts';
import { transactions } from './send-helpers.ts';

const RETURN = 'https://app.example.com/transactions/';

async function startedPayment() {
  const sandbox = freshSandbox();
  const token = await login(sandbox.call, 'uk.sender@example.com');
  const pending = (await transactions(sandbox.call, token)).find((t) => t.status === 'PENDING_CLEARANCE');
  const { body } = await sandbox.call('POST /api/payments/initiate', {
    token,
    body: {
      member_id: 'R100001',
      transaction_reference: pending.trans_ref,
      payment_method: '81',
      currency: 'GBP',
      amount: pending.remitt_pay,
      return_url: `${RETURN}${pending.trans_ref}`,
    },
  });
  const url = new URL(body.payment_url);
  const status = async () =>
    (await sandbox.call(`GET /api/remitter/transactions/${pending.trans_ref}`, { token })).body.result.status;
  const poll = async () =>
    (
      await sandbox.call('POST /api/payments/poll', {
        token,
        body: { transaction_reference: pending.trans_ref },
      })
    ).body.result.payment_status;
  return {
    ...sandbox,
    token,
    pending,
    path: url.pathname,
    returnUrl: `${RETURN}${pending.trans_ref}`,
    status,
    poll,
  };
}

describe('GET /pay/:token', () => {
  it('renders an accessible page with the reference, the amount and Pay and Cancel forms', async () => {
    const { call, path, pending } = await startedPayment();
    const { status, body: html, headers } = await call(`GET ${path}`);
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).toMatch(/<table>/);
    expect(html).toContain(`<td>${pending.trans_ref}</td>`);
    expect(html).toContain('<td>GBP 83.99</td>');
    expect(html).toContain(
      `<form method="post" action="${path}/pay"><button type="submit" class="pay">Pay</button></form>`,
    );
    expect(html).toContain(
      `<form method="post" action="${path}/cancel"><button type="submit">Cancel</button></form>`,
    );
    expect(html).not.toMatch(/<script/i);
  });

  it('sends the security headers, letting the form end at the return URL origin', async () => {
    const { call, path } = await startedPayment();
    const { headers } = await call(`GET ${path}`);
    const csp = headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self' https://app.example.com");
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('Cache-Control')).toBe('no-store');
  });

  it('answers 404 with a page for an unknown token', async () => {
    const { call } = freshSandbox();
    const { status, body, headers } = await call('GET /pay/nope');
    expect(status).toBe(404);
    expect(body).toMatch(/<html lang="en">/);
    expect(body).toMatch(/not valid/);
    expect(body).not.toMatch(/<button/);
    expect(headers.get('Content-Security-Policy')).toContain("form-action 'self';");
  });
});

describe('POST /pay/:token/pay', () => {
  it('marks the payment paid, moves the transaction to AGENT_OK and redirects 303 to the return URL', async () => {
    const { call, path, returnUrl, status, poll } = await startedPayment();
    expect(await status()).toBe('PENDING_CLEARANCE');
    const res = await call(`POST ${path}/pay`);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(returnUrl);
    expect(await status()).toBe('AGENT_OK');
    expect(await poll()).toBe('paid');

    const page = await call(`GET ${path}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/has been made/);
    expect(page.body).not.toMatch(/<button/);
    expect(page.body).not.toMatch(/<form/);
  });

  it('redirects again on a second Pay without changing anything', async () => {
    const { call, path, returnUrl, status } = await startedPayment();
    await call(`POST ${path}/pay`);
    const again = await call(`POST ${path}/pay`);
    expect(again.status).toBe(303);
    expect(again.headers.get('Location')).toBe(returnUrl);
    expect(await status()).toBe('AGENT_OK');
  });

  it('refuses to cancel a paid payment (409, shows it paid)', async () => {
    const { call, path, status, poll } = await startedPayment();
    await call(`POST ${path}/pay`);
    const res = await call(`POST ${path}/cancel`);
    expect(res.status).toBe(409);
    expect(res.body).toMatch(/has been made/);
    expect(await status()).toBe('AGENT_OK');
    expect(await poll()).toBe('paid');
  });

  it('answers 404 for an unknown token', async () => {
    const { call } = freshSandbox();
    expect((await call('POST /pay/nope/pay')).status).toBe(404);
    expect((await call('POST /pay/nope/cancel')).status).toBe(404);
  });
});

describe('POST /pay/:token/cancel', () => {
  it('marks the payment cancelled, keeps the transaction awaiting payment and redirects 303', async () => {
    const { call, path, returnUrl, status, poll } = await startedPayment();
    const res = await call(`POST ${path}/cancel`);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(returnUrl);
    expect(await status()).toBe('PENDING_CLEARANCE');
    expect(await poll()).toBe('cancelled');

    const page = await call(`GET ${path}`);
    expect(page.body).toMatch(/was cancelled/);
    expect(page.body).not.toMatch(/<button/);
  });

  it('redirects again on a second Cancel, and refuses Pay after Cancel (409)', async () => {
    const { call, path, returnUrl, status } = await startedPayment();
    await call(`POST ${path}/cancel`);
    const again = await call(`POST ${path}/cancel`);
    expect(again.status).toBe(303);
    expect(again.headers.get('Location')).toBe(returnUrl);
    const pay = await call(`POST ${path}/pay`);
    expect(pay.status).toBe(409);
    expect(pay.body).toMatch(/was cancelled/);
    expect(await status()).toBe('PENDING_CLEARANCE');
  });
});
