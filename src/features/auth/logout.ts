/**
 * Logs out: clears the access cookie, every session atom, session storage and every Dexie table,
 * so the next person on the same phone sees nothing of the last. The caller navigates to '/'.
 * (Placeholder signature; the session work fills it in.)
 */
export async function logout(): Promise<void> {}
