/** The gateway rendered this page (ADR 11): #root already holds its HTML. */
export function isServerRendered(): boolean {
  return document.getElementById('root')?.firstElementChild != null;
}
