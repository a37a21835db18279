// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { deviceFileProblem, deviceMediaControl, DEVICE_LIMITS } from '../../pod-app/edit/device-media.ts';

const choose = (control: HTMLElement, file: File) => {
  const input = control.querySelector('input[type=file]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  input.dispatchEvent(new Event('change'));
};

describe('choosing a photo or video from the device', () => {
  it('refuses a file of the other kind or over the cap before sending it', () => {
    expect(deviceFileProblem('image', { size: 1000, type: 'video/mp4' })).toBe(DEVICE_LIMITS.image.wrongType);
    expect(deviceFileProblem('video', { size: 31 * 1024 * 1024, type: 'video/mp4' })).toBe(DEVICE_LIMITS.video.tooLarge);
    expect(deviceFileProblem('image', { size: 1000, type: '' })).toBeNull();
    expect(deviceFileProblem('image', { size: 1000, type: 'image/heic' })).toBeNull();
  });

  it('uploads the chosen file and puts the answered address in the frame', async () => {
    const upload = vi.fn(async () => '/media/uploads/abc.webp');
    const onUploaded = vi.fn();
    const onStatus = vi.fn();
    const control = deviceMediaControl({ kind: 'image', upload, onUploaded, onStatus });
    expect(control.querySelector('button')!.getAttribute('aria-label')).toBe('Choose a photo from this device');
    choose(control, new File(['x'], 'me.jpg', { type: 'image/jpeg' }));
    expect(onStatus).toHaveBeenLastCalledWith('Uploading the photo…');
    await vi.waitFor(() => expect(onUploaded).toHaveBeenCalledWith('/media/uploads/abc.webp'));
    expect(onStatus).toHaveBeenLastCalledWith('Photo added. Save to keep it.');
  });

  it("tells the server's refusal and leaves the frame as it was", async () => {
    const onUploaded = vi.fn();
    const onStatus = vi.fn();
    const control = deviceMediaControl({
      kind: 'video',
      upload: async () => {
        throw new Error('Only MP4, MOV and WebM videos are allowed.');
      },
      onUploaded,
      onStatus,
    });
    choose(control, new File(['x'], 'clip.mp4', { type: 'video/mp4' }));
    await vi.waitFor(() => expect(onStatus).toHaveBeenLastCalledWith('Could not upload: Only MP4, MOV and WebM videos are allowed.', true));
    expect(onUploaded).not.toHaveBeenCalled();
    expect(control.querySelector('button')!.disabled).toBe(false);
  });
});
