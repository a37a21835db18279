/**
 * The renderers: WebGL for the room and its items, CSS3D underneath for live web pages. The WebGL
 * canvas is on top and punches a transparent hole where each web page is (see items.ts), so
 * pages are hidden behind walls and models like anything else in the room.
 */
import { ACESFilmicToneMapping, Color, Matrix4, PerspectiveCamera, Scene, SRGBColorSpace, WebGLRenderer } from 'three';
import { CSS3DRenderer } from 'three/examples/jsm/renderers/CSS3DRenderer.js';
import { createResolutionGovernor } from './resolution.ts';
import { createFramePacer } from './frame-pacing.ts';
import { createFrameLoop, movesTheView, type FrameRequests } from './frame-loop.ts';
import { smallPicture, stageContextAttributes, stagePixelRatio, takeGlContext } from './gl-context.ts';

export interface Stage extends FrameRequests {
  scene: Scene;
  cssScene: Scene;
  camera: PerspectiveCamera;
  renderer: WebGLRenderer;
  css: CSS3DRenderer;
  /** Called every animation frame while frames run (frame-loop.ts: not at rest). */
  onFrame: (callback: (seconds: number) => void) => void;
  /**
   * While the camera stands still, draw at most this many frames a second (0: no cap, the
   * default; a slow device still rests between frames, see frame-pacing.ts). Walking and looking
   * always get every frame; this saves power when the view only changes a little (others'
   * avatars, a playing video).
   */
  setIdleFps: (fps: number) => void;
  /** The scene is in place: draw it, and from now on whenever something asks (frame-loop.ts). */
  start: () => void;
  /** Settles once the first frame is drawn. */
  drawn: Promise<void>;
  dispose: () => void;
}

/**
 * 70° high on landscape screens; on a portrait phone that leaves a slit 35° wide, so there the
 * view widens until it spans MIN_WIDE_FOV across (capped, to keep edges from stretching).
 */
const BASE_FOV = 70;
const MIN_WIDE_FOV = 62;
const MAX_FOV = 100;
export function verticalFov(aspect: number) {
  const toDeg = 180 / Math.PI;
  const needed = 2 * Math.atan(Math.tan(MIN_WIDE_FOV / 2 / toDeg) / aspect) * toDeg;
  return Math.min(MAX_FOV, Math.max(BASE_FOV, needed));
}

/**
 * Measuring hooks for `npm run bench:pods` and the template tests (scripts/template-images/):
 * only when the page was opened with `window.podsStats` set before its scripts ran (a test's init
 * script) does the stage publish itself as `window.podsStage`. Every page marks its first frame
 * (`pod-first-frame`) for the first-frame budget.
 */
interface StatsWindow {
  podsStats?: boolean;
  podsStage?: Pick<Stage, 'scene' | 'camera' | 'renderer'>;
}

export function createStage(container: HTMLElement, background: string): Stage {
  const scene = new Scene();
  const cssScene = new Scene();
  const camera = new PerspectiveCamera(70, 1, 0.05, 200);
  const { antialias, powerPreference } = stageContextAttributes();
  const renderer = new WebGLRenderer({ antialias, alpha: true, powerPreference, ...takeGlContext() });
  renderer.outputColorSpace = SRGBColorSpace;
  renderer.toneMapping = ACESFilmicToneMapping;
  const maxPixelRatio = stagePixelRatio();
  // Ratio and size in one step: the early context's buffer already has this size, so nothing is reallocated.
  renderer.setDrawingBufferSize(container.clientWidth, container.clientHeight, maxPixelRatio);
  renderer.setClearColor(new Color(background), 1);
  renderer.domElement.className = 'webgl';
  renderer.domElement.setAttribute('aria-hidden', 'true');
  const css = new CSS3DRenderer();
  css.domElement.className = 'css3d';
  container.append(css.domElement, renderer.domElement);

  const pacer = createFramePacer();
  const cameraWas = new Matrix4();
  let firstFrameMarked = false;
  let firstDrawn = () => {};
  const drawn = new Promise<void>((resolve) => (firstDrawn = resolve));
  const loop = createFrameLoop({
    setLoop: (tick) => renderer.setAnimationLoop(tick),
    pacer,
    now: () => performance.now(),
    viewMoved: () => {
      camera.updateMatrixWorld();
      if (camera.matrixWorld.equals(cameraWas)) return false;
      cameraWas.copy(camera.matrixWorld);
      return true;
    },
    draw: () => {
      renderer.render(scene, camera);
      css.render(cssScene, camera);
      if (!firstFrameMarked) {
        firstFrameMarked = true;
        performance.mark('pod-first-frame');
        firstDrawn();
      }
    },
  });

  const resize = () => {
    const { clientWidth: w, clientHeight: h } = container;
    camera.aspect = w / Math.max(h, 1);
    camera.fov = verticalFov(camera.aspect);
    camera.updateProjectionMatrix();
    renderer.setSize(w, h);
    css.setSize(w, h);
    // A resized drawing buffer is cleared: drawn again at once.
    loop.redraw();
  };
  const observer = new ResizeObserver(resize);
  observer.observe(container);
  resize();
  // What the person does (a tap, a drag, a key) gets every frame, as walking and looking do.
  const active = (event: Event) => {
    if (movesTheView(event)) loop.active();
  };
  const INPUT = ['pointerdown', 'pointermove', 'keydown', 'wheel'] as const;
  for (const type of INPUT) window.addEventListener(type, active, { passive: true });

  // Measuring tools (window.podsStats) and small test pictures draw at a fixed resolution; people get dynamic resolution.
  const statsWindow = window as StatsWindow;
  const measuring = statsWindow.podsStats === true;
  const governor =
    measuring || smallPicture()
      ? null
      : createResolutionGovernor(maxPixelRatio, maxPixelRatio, (ratio) => {
          renderer.setPixelRatio(ratio);
          loop.redraw();
        });
  pacer.onDrawn((ms) => governor?.frame(ms));
  if (measuring) statsWindow.podsStage = { scene, camera, renderer };
  return {
    scene,
    cssScene,
    camera,
    renderer,
    css,
    onFrame: loop.onFrame,
    setIdleFps: pacer.setIdleFps,
    redraw: loop.redraw,
    requestFrame: loop.requestFrame,
    animate: loop.animate,
    start: loop.start,
    drawn,
    dispose: () => {
      observer.disconnect();
      pacer.dispose();
      for (const type of INPUT) window.removeEventListener(type, active);
      loop.stop();
      renderer.dispose();
    },
  };
}
