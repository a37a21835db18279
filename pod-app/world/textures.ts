/**
 * Image textures at most 1024 px on their longer side: decoded off the main thread by
 * createImageBitmap and resized before they reach the GPU, so a Pod of 20 photos stays light on a phone.
 */
import { CanvasTexture, SRGBColorSpace, Texture, VideoTexture } from 'three';

export const MAX_TEXTURE_SIZE = 1024;

/** The size to decode to: the longer side capped, the aspect ratio kept. */
export function cappedSize(width: number, height: number, max = MAX_TEXTURE_SIZE) {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export async function loadImageTexture(url: string, signal?: AbortSignal): Promise<{ texture: Texture; aspect: number }> {
  const response = await fetch(url, { mode: 'cors', credentials: 'omit', signal: signal ?? null });
  if (!response.ok) throw new Error(`Image ${response.status}`);
  const blob = await response.blob();
  let bitmap = await createImageBitmap(blob, { imageOrientation: 'flipY' });
  const size = cappedSize(bitmap.width, bitmap.height);
  if (size.width !== bitmap.width) {
    const resized = await createImageBitmap(bitmap, { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'medium' });
    bitmap.close();
    bitmap = resized;
  }
  const texture = new Texture(bitmap);
  texture.flipY = false; // already flipped while decoding
  texture.colorSpace = SRGBColorSpace;
  texture.needsUpdate = true;
  return { texture, aspect: bitmap.width / bitmap.height };
}

/** A muted, looping, inline video (autoplay is allowed muted on phones). */
export function videoTexture(url: string): { texture: VideoTexture; video: HTMLVideoElement; ready: Promise<number> } {
  const video = document.createElement('video');
  video.src = url;
  video.crossOrigin = 'anonymous';
  video.muted = true;
  video.loop = true;
  video.playsInline = true;
  video.setAttribute('playsinline', '');
  video.preload = 'metadata';
  const ready = new Promise<number>((resolve, reject) => {
    video.addEventListener('loadedmetadata', () => resolve(video.videoWidth / Math.max(video.videoHeight, 1)), { once: true });
    video.addEventListener('error', () => reject(new Error('Video could not be loaded')), { once: true });
  });
  void video.play().catch(() => undefined);
  const texture = new VideoTexture(video);
  texture.colorSpace = SRGBColorSpace;
  return { texture, video, ready };
}

/** A label drawn on a canvas, for placeholders ("Loading…", "Could not load"). */
export function labelTexture(text: string, background = '#2a2f3a', color = '#eef0f5') {
  const canvas = document.createElement('canvas');
  canvas.width = 512;
  canvas.height = 320;
  const g = canvas.getContext('2d')!;
  g.fillStyle = background;
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = color;
  g.font = '600 40px system-ui, sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(text.length > 22 ? `${text.slice(0, 21)}…` : text, 256, 160);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return texture;
}
