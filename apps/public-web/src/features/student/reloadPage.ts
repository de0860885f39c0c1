/** Reloads the page; kept on an object so a test can observe the reload. */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};
