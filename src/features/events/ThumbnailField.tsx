import { useEffect, useState } from 'react';
import { css } from '@linaria/core';
import { field, hint } from '../../ui/form.ts';

export const THUMBNAIL_MAX_BYTES = 1024 * 1024;

/** Why a picked file cannot be the thumbnail (spec §5 Create event), or null when it can. */
export function thumbnailRefusal(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Only image files are allowed.';
  if (file.size > THUMBNAIL_MAX_BYTES) return 'File size must be less than 1MB.';
  return null;
}

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

/** The event thumbnail: an image of at most 1 MB (else the alert 'File size must be less than 1MB.'), previewed. */
export function ThumbnailField({ file, existingUrl, onChange }: { file: File | null; existingUrl: string | null; onChange: (file: File | null) => void }) {
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
        aria-describedby="event-thumbnail-hint"
        onChange={(e) => {
          const picked = e.currentTarget.files?.[0] ?? null;
          const refusal = picked && thumbnailRefusal(picked);
          if (refusal) {
            // Spec §5 and §8: an alert, and nothing chosen.
            e.currentTarget.value = '';
            window.alert(refusal);
            return;
          }
          onChange(picked);
        }}
      />
      <p id="event-thumbnail-hint" className={hint}>
        An image of at most 1 MB.
      </p>
    </div>
  );
}
