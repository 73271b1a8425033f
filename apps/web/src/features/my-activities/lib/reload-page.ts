/** The spec's Retry on a failed load reloads the whole page (a module of its own, so tests can stand in). */
export function reloadPage(): void {
  window.location.reload();
}
