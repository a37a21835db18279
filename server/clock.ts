/** The server's clock in epoch seconds: one place, so tests move time with fake timers. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);
