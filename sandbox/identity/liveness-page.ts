/**
 * The HTML of the identity service's liveness pages: the check itself (a stand-in with two
 * buttons), its two results and the page for an unknown or expired link. No script; styles only.
 */

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; padding: 1.5rem; color: #1a202c; background: #fff; line-height: 1.5; }
  main { max-width: 32rem; margin: 0 auto; }
  h1 { font-size: 1.5rem; margin: 0 0 0.75rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.25rem; }
  form { margin: 0; }
  button, .link { font: inherit; padding: 0.6rem 1.2rem; border-radius: 0.375rem; border: 2px solid transparent; cursor: pointer; text-decoration: none; display: inline-block; }
  .pass { background: #276749; color: #fff; }
  .fail { background: #fff; color: #9b2c2c; border-color: #9b2c2c; }
  .link { background: #2b6cb0; color: #fff; }
  button:focus-visible, .link:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
  .note { color: #4a5568; font-size: 0.9rem; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** The liveness check: Pass and Fail buttons posting to `{base}/pass` and `{base}/fail`. */
export function livenessCheckPage(actionBase: string, expiresAt: Date): string {
  const base = escapeHtml(actionBase);
  return page(
    'Liveness check',
    `<h1>Liveness check</h1>
<p>This sandbox stands in for the identity provider's camera check. Choose how the check should end.</p>
<p class="note">This session expires at <time datetime="${expiresAt.toISOString()}">${escapeHtml(expiresAt.toUTCString())}</time>.</p>
<div class="actions">
<form method="post" action="${base}/pass"><button type="submit" class="pass">Pass the check</button></form>
<form method="post" action="${base}/fail"><button type="submit" class="fail">Fail the check</button></form>
</div>`,
  );
}

/** After a passed check: a link out of the frame to the app's "verification complete" page. */
export function passedPage(): string {
  return page(
    'Verification submitted',
    `<h1>Verification submitted</h1>
<p>Thank you. Your liveness check passed and your verification data has been received.</p>
<p class="actions"><a class="link" href="/kyc/verification-complete" target="_top">Continue</a></p>`,
  );
}

/** After a failed check: the same link can be used again while it has not expired. */
export function failedPage(retryPath: string): string {
  return page(
    'Verification failed',
    `<h1>Verification failed</h1>
<p role="alert">We could not confirm a live face, so the check did not pass.</p>
<p class="actions"><a class="link" href="${escapeHtml(retryPath)}">Try again</a></p>`,
  );
}

export function notFoundPage(): string {
  return page(
    'Link not found',
    `<h1>Link not found</h1>
<p>This verification link is unknown or has expired. Verification links last 60 minutes; please request a new one.</p>`,
  );
}
