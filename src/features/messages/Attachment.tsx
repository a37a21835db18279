import { useEffect, useState } from 'react';
import { css } from '@linaria/core';
import { showToast } from '../../app/actors.ts';
import { attachmentUrl } from './api.ts';
import { fileSize } from './format.ts';

const picture = css`
  display: block;
  max-width: 100%;
  max-height: 200px;
  width: auto;
  height: auto;
  border-radius: 10px;
  background: var(--surface-2);
  object-fit: cover;
`;
const fileLink = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 6px 10px;
  border: 0;
  border-radius: 10px;
  background: rgb(0 0 0 / 0.18);
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  word-break: break-all;
  small {
    opacity: 0.85;
  }
`;

/** A local picture (a Blob not yet sent) or one on the server (downloaded with your session). */
function useObjectUrl(source: { blob: Blob } | { url: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const key = 'blob' in source ? source.blob : source.url;
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    const ready = 'blob' in source ? Promise.resolve(URL.createObjectURL(source.blob)) : attachmentUrl(source.url);
    ready.then(
      (objectUrl) => {
        made = objectUrl;
        if (live) setUrl(objectUrl);
        else URL.revokeObjectURL(objectUrl);
      },
      (error: unknown) => console.error('Attachment', error),
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the source's identity is its blob or URL
  }, [key]);
  return url;
}

export function AttachedImage({
  source,
  width,
  height,
  alt = 'Picture',
}: {
  source: { blob: Blob } | { url: string };
  width?: number;
  height?: number;
  alt?: string;
}) {
  const url = useObjectUrl(source);
  const ratio = width && height ? `${width} / ${height}` : undefined;
  return url ? (
    <img className={picture} src={url} alt={alt} width={width} height={height} />
  ) : (
    <div className={picture} style={{ aspectRatio: ratio ?? '4 / 3', width: 200 }} role="img" aria-label={`${alt} (loading)`} />
  );
}

/** A file: tapping it downloads it (with your session) under its own name. */
export function AttachedFile({ file }: { file: { url?: string; name: string; size: number } }) {
  const download = async () => {
    if (!file.url) return;
    try {
      const url = await attachmentUrl(file.url);
      const link = Object.assign(document.createElement('a'), { href: url, download: file.name });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      console.error('Download', error);
      showToast('The file did not download. Please try again.', 'error');
    }
  };
  const body = (
    <>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
        <path d="M14 3v6h6" />
      </svg>
      <span>
        {file.name} <small>{fileSize(file.size)}</small>
      </span>
    </>
  );
  if (!file.url) return <span className={fileLink}>{body}</span>;
  return (
    <button type="button" className={fileLink} onClick={() => void download()} aria-label={`Download ${file.name}, ${fileSize(file.size)}`}>
      {body}
    </button>
  );
}
