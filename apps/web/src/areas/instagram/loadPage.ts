/**
 * A full page load of `href`: the server's own routes (the Instagram authorization flow) are not
 * the app's. One place, so that tests can stand in for the browser's navigation.
 */
export function loadPage(href: string): void {
  window.location.assign(href);
}
