/**
 * Leaves the app for an address the server or the store platform serves (the app install, the
 * purchase confirmation). One place, so that tests can stand in for the browser's navigation.
 */
export function leaveApp(url: string): void {
  window.location.assign(url);
}
