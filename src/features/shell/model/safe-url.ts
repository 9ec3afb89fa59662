const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * A link from the server, if it is one the app may follow: http(s), mailto or tel. Anything else
 * (javascript:, data:, a blank or broken value) gives undefined, and the link is not shown.
 */
export function safeUrl(value: unknown, protocols: ReadonlySet<string> = LINK_PROTOCOLS): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const trimmed = value.trim();
    return protocols.has(new URL(trimmed).protocol) ? trimmed : undefined;
  } catch {
    return undefined;
  }
}

/** A web address (http or https) only, e.g. where a form posts. */
export function safeWebUrl(value: unknown): string | undefined {
  return safeUrl(value, new Set(['http:', 'https:']));
}

/** Whether a link leaves for a web page (opened in a new tab), rather than mailto: or tel:. */
export function isWebUrl(url: string): boolean {
  return url.startsWith('http:') || url.startsWith('https:');
}
