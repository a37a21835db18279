/**
 * The stage's WebGL context, opened early. Creating a context is the slowest single step before
 * a Pod's first frame (a GPU process to start, or a software one); the pod app's entry opens it
 * while the 3D view and three.js are still downloading and compiling, and the stage takes it.
 * No three.js here: the entry stays small.
 */
export interface GlContext {
  canvas: HTMLCanvasElement;
  context: WebGL2RenderingContext;
}

/** What the stage's renderer asks for: three.js's defaults, a transparent canvas, no MSAA on dense screens. */
export const stageContextAttributes = (): WebGLContextAttributes => ({
  alpha: true,
  depth: true,
  stencil: false,
  antialias: window.devicePixelRatio < 2,
  premultipliedAlpha: true,
  preserveDrawingBuffer: false,
  powerPreference: 'high-performance',
  failIfMajorPerformanceCaveat: false,
});

/**
 * A test hook: journeys that check the page, not the picture, open the pod app with
 * `window.podsSmallPicture` set before its scripts run (e2e/support/pod-app.ts), and it draws a
 * small picture (a quarter of a pixel per CSS pixel), cheap for a software renderer. People never
 * set it: for them the stage draws as below.
 */
export const smallPicture = () => (window as { podsSmallPicture?: boolean }).podsSmallPicture === true;
const SMALL_PICTURE_RATIO = 0.25;

/** The stage's most pixels per CSS pixel: a dense screen's 3× costs more than it shows. */
export const stagePixelRatio = () => (smallPicture() ? SMALL_PICTURE_RATIO : Math.min(window.devicePixelRatio, 2));

let opened: GlContext | null = null;

/** Opens the context the next stage will take; where WebGL 2 is missing it leaves that to the stage (and its error). */
export function openGlContextEarly() {
  if (opened) return;
  const canvas = document.createElement('canvas');
  // Sized as the stage will size it (the whole frame, at most 2× pixels), so its drawing buffer is
  // allocated once: resizing it afterwards takes a second allocation in the GPU process.
  const ratio = stagePixelRatio();
  canvas.width = Math.floor(window.innerWidth * ratio);
  canvas.height = Math.floor(window.innerHeight * ratio);
  const context = canvas.getContext('webgl2', stageContextAttributes());
  if (context) opened = { canvas, context };
}

/** The context opened early, once (a second stage opens its own), or null. */
export function takeGlContext(): GlContext | null {
  const taken = opened;
  opened = null;
  return taken?.context.isContextLost() ? null : taken;
}
