// @vitest-environment jsdom
/**
 * Issue 49 item 13: a thumbnail over 1 MB, or a file that is not an image, is refused with the
 * browser's alert (spec §5 Create event, §8: alert 'File size must be less than 1MB.'), not a line
 * of text under the field, and nothing is chosen.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThumbnailField } from '../../../src/features/events/ThumbnailField.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function pick(file: File) {
  const alert = vi.fn();
  vi.stubGlobal('alert', alert);
  const onChange = vi.fn();
  render(<ThumbnailField file={null} existingUrl={null} onChange={onChange} />);
  fireEvent.change(screen.getByLabelText('Thumbnail'), { target: { files: [file] } });
  return { alert, onChange };
}

it("alerts 'File size must be less than 1MB.' for a picture over 1 MB and keeps none", () => {
  const { alert, onChange } = pick(new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
  expect(alert).toHaveBeenCalledWith('File size must be less than 1MB.');
  expect(onChange).not.toHaveBeenCalled();
  expect(screen.queryByText('File size must be less than 1MB.')).toBeNull();
});

it("alerts 'Only image files are allowed.' for a file that is not an image", () => {
  const { alert, onChange } = pick(new File(['text'], 'notes.txt', { type: 'text/plain' }));
  expect(alert).toHaveBeenCalledWith('Only image files are allowed.');
  expect(onChange).not.toHaveBeenCalled();
});

it('takes a picture of at most 1 MB without an alert', () => {
  const file = new File([new Uint8Array(1024 * 1024)], 'ok.png', { type: 'image/png' });
  const { alert, onChange } = pick(file);
  expect(alert).not.toHaveBeenCalled();
  expect(onChange).toHaveBeenCalledWith(file);
});
