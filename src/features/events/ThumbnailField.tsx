import { useEffect, useState } from 'react';
import { css } from '@linaria/core';
import { errorText, field, hint } from '../../ui/form.ts';

export const THUMBNAIL_MAX_BYTES = 1024 * 1024;

const preview = css`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: 12px;
  background: var(--surface-2);
`;

/** The native picker dressed as the app's buttons (its own 'Choose File' box looked out of place). */
const picker = css`
  && {
    min-height: 48px;
    padding: 6px;
    border-radius: 999px;
    color: var(--muted);
    font: inherit;
    cursor: pointer;
  }
  &::file-selector-button {
    margin-right: 12px;
    min-height: 36px;
    padding: 0 18px;
    border: 0;
    border-radius: 999px;
    background: var(--accent);
    color: var(--accent-text);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

/** The event thumbnail: an image of at most 1 MB ('File size must be less than 1MB.'), previewed. */
export function ThumbnailField({ file, existingUrl, onChange }: { file: File | null; existingUrl: string | null; onChange: (file: File | null) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreviewUrl(null);
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = previewUrl ?? existingUrl;
  return (
    <div className={field}>
      <label htmlFor="event-thumbnail">Thumbnail</label>
      {shown && <img className={preview} src={shown} alt="Chosen thumbnail" width="320" height="180" />}
      <input
        id="event-thumbnail"
        className={picker}
        type="file"
        accept="image/*"
        aria-describedby="event-thumbnail-hint event-thumbnail-error"
        onChange={(e) => {
          const picked = e.currentTarget.files?.[0] ?? null;
          if (picked && !picked.type.startsWith('image/')) {
            setProblem('Only image files are allowed.');
            e.currentTarget.value = '';
            return;
          }
          if (picked && picked.size > THUMBNAIL_MAX_BYTES) {
            setProblem('File size must be less than 1MB.');
            e.currentTarget.value = '';
            return;
          }
          setProblem(null);
          onChange(picked);
        }}
      />
      <p id="event-thumbnail-hint" className={hint}>
        An image of at most 1 MB.
      </p>
      {problem && (
        <p id="event-thumbnail-error" className={errorText} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
