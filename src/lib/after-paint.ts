/**
 * Work a tap starts that can wait a frame — a network call, the address — waits for the frame that
 * shows the tap (issue 23, responsiveness): the tap's task then only changes the screen, and the
 * browser draws it before building and sending the request, instead of after.
 */

/** Resolves once the browser has drawn the next frame: a frame callback runs just before the drawing, a task queued from it just after. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => void setTimeout(resolve, 0)));
}

/**
 * Whether the browser is answering a person's gesture (a tap, a key) in a page it draws. Only then
 * is there a frame worth waiting for; elsewhere (a hidden page, a test's document, the server's
 * rendering) work starts at once, as before.
 */
function answeringGesture() {
  return (
    typeof requestAnimationFrame === 'function' &&
    typeof document !== 'undefined' &&
    document.visibilityState === 'visible' &&
    typeof navigator !== 'undefined' &&
    navigator.userActivation?.isActive === true
  );
}

/** Starts `work` once the frame showing the person's tap is drawn, or at once when there is no tap being answered. */
export function whenTapIsDrawn<T>(work: () => Promise<T> | T): Promise<T> {
  return answeringGesture() ? afterNextPaint().then(work) : Promise.resolve(work());
}

/**
 * Resolves when the browser has nothing more pressing: work started at a screen's start that the
 * screen does not show (a read kept for offline use) then never lengthens the start's own tasks.
 * At the latest after `timeout` ms; a browser without idle callbacks (Safari) waits for a task.
 */
export function whenIdle(timeout = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 0);
  });
}
