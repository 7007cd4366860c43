/** Set by "reset demo data" just before the reload, so the next boot screen says it is resetting. */
const RESET_KEY = 'purchasing-demo.reset';

export function markReset(): void {
  window.sessionStorage.setItem(RESET_KEY, 'yes');
}

/** True once, on the first boot after a reset. */
export function takeResetFlag(): boolean {
  const flag = window.sessionStorage.getItem(RESET_KEY) === 'yes';
  window.sessionStorage.removeItem(RESET_KEY);
  return flag;
}
