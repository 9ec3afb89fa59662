/**
 * The liveness page's URL, only when it is an http(s) page on the one origin the app frames
 * (VITE_LIVENESS_ORIGIN, resolved): the app never puts another site in front of the sender.
 * Relative URLs are read against `base` (the page's address). Undefined when absent or elsewhere.
 */
export function framableLivenessUrl(url: unknown, allowedOrigin: string, base: string): string | undefined {
  if (typeof url !== 'string' || url.trim() === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url.trim(), base);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  return parsed.origin === allowedOrigin ? parsed.href : undefined;
}
