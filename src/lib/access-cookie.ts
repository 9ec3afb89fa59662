/** The cookie that holds the bearer token (spec: "a cookie named access"). */
export const ACCESS_COOKIE = 'access';

/** The `document.cookie` assignment that stores the token (`Secure` on https). */
export function accessCookieString(token: string, protocol: string): string {
  const secure = protocol === 'https:' ? '; Secure' : '';
  return `${ACCESS_COOKIE}=${encodeURIComponent(token)}; Path=/; SameSite=Strict${secure}`;
}

/** The `document.cookie` assignment that removes the token. */
export function clearAccessCookieString(protocol: string): string {
  const secure = protocol === 'https:' ? '; Secure' : '';
  return `${ACCESS_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict${secure}`;
}

/** The bearer token from the `access` cookie, or null when signed out. */
export function readAccessToken(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== ACCESS_COOKIE) continue;
    const value = rest.join('=');
    if (!value) return null;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** Stores the bearer token in the `access` cookie (session cookie). */
export function setAccessToken(token: string): void {
  document.cookie = accessCookieString(token, location.protocol);
}

/** Removes the `access` cookie. */
export function clearAccessToken(): void {
  document.cookie = clearAccessCookieString(location.protocol);
}
