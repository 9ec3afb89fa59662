import { describe, expect, it } from 'vitest';
import {
  parsePaymentOrigins,
  paymentOriginSources,
  resolvePaymentOrigins,
} from '@/config/payment-origins.ts';
import { isAllowedPaymentUrl } from '@/features/payments/model/payment-origin.ts';

describe('the payment origins (VITE_PAYMENT_ORIGINS)', () => {
  it.each([
    ['', ['self'], ["'self'"]],
    ['self', ['self'], ["'self'"]],
    ['https://pay.example.com/', ['https://pay.example.com'], ['https://pay.example.com']],
    [
      ' self , https://PAY.example.com:443 ,https://pay2.example.com:8443',
      ['self', 'https://pay.example.com', 'https://pay2.example.com:8443'],
      ["'self'", 'https://pay.example.com', 'https://pay2.example.com:8443'],
    ],
    ['self,self', ['self'], ["'self'"]],
    ['http://localhost:8080', ['http://localhost:8080'], ['http://localhost:8080']],
    [
      'http://127.0.0.1:9000,http://[::1]',
      ['http://127.0.0.1:9000', 'http://[::1]'],
      ['http://127.0.0.1:9000', 'http://[::1]'],
    ],
  ])('%j is %j; the CSP form-action names %j', (value, origins, sources) => {
    expect(parsePaymentOrigins(value)).toEqual(origins);
    expect(paymentOriginSources(parsePaymentOrigins(value))).toEqual(sources);
  });

  it("'self' is the app's own origin", () => {
    expect(resolvePaymentOrigins(['self', 'https://pay.example.com'], 'https://app.example.com')).toEqual([
      'https://app.example.com',
      'https://pay.example.com',
    ]);
  });
});

describe('the browser is sent only to a payment page on those origins', () => {
  const APP = 'https://app.example.com';
  const PAY = 'https://pay.example.com';
  const policy = (...allowed: string[]) => ({ allowed, appOrigin: APP });
  const DEV = { allowed: ['self'], appOrigin: 'http://localhost:8080' };

  it.each<[string, unknown, { allowed: string[]; appOrigin: string }, boolean]>([
    ['the configured origin', `${PAY}/pay/tok`, policy(PAY), true],
    ['the configured origin, any path and query', `${PAY}/a/b/pay?t=1#x`, policy(PAY), true],
    ['the configured origin with its default port', 'https://pay.example.com:443/pay/tok', policy(PAY), true],
    ['the configured origin in capitals', 'HTTPS://PAY.EXAMPLE.COM/pay/tok', policy(PAY), true],
    ["'self': the app's own origin", `${APP}/pay/tok`, policy('self'), true],
    ['one of several', `${PAY}/pay/tok`, policy('self', PAY), true],
    ['http on localhost (the sandbox)', 'http://localhost:8080/pay/tok', DEV, true],
    ['http on 127.0.0.1', 'http://127.0.0.1:8080/pay/tok', policy('http://127.0.0.1:8080'), true],
    ['http on [::1]', 'http://[::1]:8080/pay/tok', policy('http://[::1]:8080'), true],
    ['a foreign origin', 'https://evil.example.test/pay', policy('self', PAY), false],
    ["the app's origin when only the payment host is configured", `${APP}/pay/tok`, policy(PAY), false],
    ['http on a configured host name', 'http://pay.example.com/pay/tok', policy(PAY), false],
    [
      'http on a configured non-local origin',
      'http://pay.example.com/pay/tok',
      policy('http://pay.example.com'),
      false,
    ],
    [
      "http on the app's own non-local origin",
      'http://app.example.com/pay',
      { ...DEV, appOrigin: 'http://app.example.com' },
      false,
    ],
    ['another port', 'https://pay.example.com:8443/pay/tok', policy(PAY), false],
    ['another port on localhost', 'http://localhost:9999/pay/tok', DEV, false],
    ['a lookalike host (suffix)', 'https://pay.example.com.evil.test/pay', policy(PAY), false],
    ['a lookalike host (prefix)', 'https://evilpay.example.com/pay', policy(PAY), false],
    ['a subdomain of the configured host', 'https://a.pay.example.com/pay', policy(PAY), false],
    ['a trailing-dot host', 'https://pay.example.com./pay', policy(PAY), false],
    ['userinfo that looks like the host', 'https://pay.example.com@evil.test/pay', policy(PAY), false],
    ['credentials on the configured host', 'https://user:pw@pay.example.com/pay', policy(PAY), false],
    ['javascript:', 'javascript:alert(1)', policy('self', PAY), false],
    ['javascript: with a tab in the scheme', 'java\tscript:alert(1)', policy('self', PAY), false],
    ['data:', 'data:text/html,<script>alert(1)</script>', policy('self', PAY), false],
    ['a relative URL', '/pay/tok', policy('self'), false],
    ['a protocol-relative URL', '//pay.example.com/pay/tok', policy(PAY), false],
    ['ftp', 'ftp://pay.example.com/pay', policy(PAY), false],
    ['an unparsable URL', 'https://', policy(PAY), false],
    ['an empty string', '', policy('self'), false],
    ['no URL', undefined, policy('self'), false],
    ['not a string', 42, policy('self'), false],
    ['an empty list', `${PAY}/pay/tok`, policy(), false],
  ])('%s: %j -> %s', (_label, url, config, allowed) => {
    expect(isAllowedPaymentUrl(url, config)).toBe(allowed);
  });
});
