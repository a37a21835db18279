/**
 * The stage's WebGL context, opened early. Creating a context is the slowest single step before
 * a Pod's first frame (a GPU process to start, or a software one); the pod app's entry opens it
 * while the 3D view and three.js are still downloading and compiling, and the stage takes it.
 * No three.js here: the entry stays small.
 */
export interface GlContext { canvas: HTMLCanvasElement; context: WebGL2RenderingContext }

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

let opened: GlContext | null = null;

/** Opens the context the next stage will take; where WebGL 2 is missing it leaves that to the stage (and its error). */
export function openGlContextEarly() {
  if (opened) return;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('webgl2', stageContextAttributes());
  if (context) opened = { canvas, context };
}

/** The context opened early, once (a second stage opens its own), or null. */
export function takeGlContext(): GlContext | null {
  const taken = opened;
  opened = null;
  return taken?.context.isContextLost() ? null : taken;
}
