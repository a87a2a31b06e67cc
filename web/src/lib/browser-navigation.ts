/**
 * Leaves the page for `url` as a link would, through this object so that a test can stand in
 * for it (jsdom navigates nowhere). An answer that is an attachment (a download) keeps the page.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
