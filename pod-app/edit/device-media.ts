/**
 * 'Choose from device' for an image or video frame: a real file input (so the phone offers its
 * photo library and camera) behind a button, a check of type and size before anything is sent,
 * and the upload, whose answer (the re-encoded file's address) goes into the frame. Progress and
 * problems are told in words; a failed upload leaves the frame as it was.
 */
import { h } from '../ui/dom.ts';

export const DEVICE_LIMITS = {
  image: {
    accept: 'image/*',
    maxBytes: 10 * 1024 * 1024,
    tooLarge: 'Pictures must be 10 MB or smaller.',
    wrongType: 'Choose a picture (JPEG, PNG, WebP, GIF, AVIF or HEIC).',
  },
  video: {
    accept: 'video/mp4,video/quicktime,video/webm',
    maxBytes: 30 * 1024 * 1024,
    tooLarge: 'Videos must be 30 MB or smaller.',
    wrongType: 'Choose a video (MP4, MOV or WebM).',
  },
} as const;

/** What is wrong with a chosen file before it is sent, or null (the server checks again, from the bytes). */
export function deviceFileProblem(kind: 'image' | 'video', file: { size: number; type: string }): string | null {
  const rules = DEVICE_LIMITS[kind];
  // Some phones leave the type empty: the server sniffs the bytes anyway.
  if (file.type && !file.type.startsWith(`${kind}/`)) return rules.wrongType;
  if (file.size > rules.maxBytes) return rules.tooLarge;
  return null;
}

export function deviceMediaControl(options: {
  kind: 'image' | 'video';
  upload: (file: File) => Promise<string>;
  onUploaded: (url: string) => void;
  onStatus: (text: string, error?: boolean) => void;
}) {
  const { kind } = options;
  const label = kind === 'image' ? 'Choose a photo from this device' : 'Choose a video from this device';
  const input = h('input', { type: 'file', accept: DEVICE_LIMITS[kind].accept, className: 'visually-hidden', tabindex: '-1', 'aria-hidden': 'true' });
  const button = h('button', { type: 'button', className: 'device-pick', onClick: () => input.click() }, kind === 'image' ? 'Choose photo…' : 'Choose video…');
  button.setAttribute('aria-label', label);
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = deviceFileProblem(kind, file);
    if (problem) return options.onStatus(problem, true);
    button.disabled = true;
    options.onStatus(kind === 'image' ? 'Uploading the photo…' : 'Uploading the video… (it is prepared for the web, which can take a minute)');
    options
      .upload(file)
      .then(
        (url) => {
          options.onUploaded(url);
          options.onStatus(kind === 'image' ? 'Photo added. Save to keep it.' : 'Video added. Save to keep it.');
        },
        (error: unknown) => options.onStatus(`Could not upload: ${error instanceof Error ? error.message : 'unknown error'}`, true),
      )
      .finally(() => {
        button.disabled = false;
      });
  });
  return h('div', { className: 'device-media' }, button, input);
}
