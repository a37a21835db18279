// @vitest-environment jsdom
/** The pod app opens the stage's WebGL context while its 3D view downloads; the stage takes it once. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openGlContextEarly, stageContextAttributes, takeGlContext } from '../../pod-app/world/gl-context.ts';

const fakeContext = (lost = false) => ({ isContextLost: () => lost }) as unknown as WebGL2RenderingContext;

describe('the early WebGL context', () => {
  afterEach(() => {
    takeGlContext();
    vi.restoreAllMocks();
  });

  it('is a WebGL 2 context with the attributes the stage renders with, taken once', () => {
    const context = fakeContext();
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    openGlContextEarly();
    openGlContextEarly();
    expect(getContext).toHaveBeenCalledTimes(1);
    expect(getContext).toHaveBeenCalledWith('webgl2', stageContextAttributes());
    expect(stageContextAttributes()).toMatchObject({ alpha: true, depth: true, stencil: false, powerPreference: 'high-performance' });
    const taken = takeGlContext();
    expect(taken?.context).toBe(context);
    expect(taken?.canvas).toBeInstanceOf(HTMLCanvasElement);
    expect(takeGlContext()).toBeNull();
  });

  it('is left to the stage where WebGL 2 is missing or the context was lost', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    openGlContextEarly();
    expect(takeGlContext()).toBeNull();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(fakeContext(true) as never);
    openGlContextEarly();
    expect(takeGlContext()).toBeNull();
  });
});
