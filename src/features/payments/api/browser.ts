/** The browser's navigation, behind an object so tests can watch where the app sends the user. */
export const browser = {
  /** Leaves the app for `url` (the hosted payment page). */
  assign(url: string): void {
    window.location.assign(url);
  },
};
