/**
 * The cover over a pod app frame until the frame has drawn (spec §2 /3d-app: 'A loading image
 * shows until the frame is ready'): the Pod's own picture (its template's stock picture when it
 * has none), the progress, and the app's 'Back'. Until its first frame the frame has nothing of
 * the Pod to show, so the person sees the Pod they are opening rather than the frame's own text.
 */
import { css } from '@linaria/core';
import { BackButton } from '../../ui/BackButton.tsx';
import { PodPicture } from '../../ui/PodPicture.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { podPicture } from './api.ts';

const cover = css`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  align-content: center;
  gap: 16px;
  padding: 72px 24px 24px;
  background: var(--bg);
  color: var(--text);
  text-align: center;
  p {
    margin: 0;
    color: var(--muted);
  }
`;
const back = css`
  position: absolute;
  top: max(12px, env(safe-area-inset-top));
  left: max(12px, env(safe-area-inset-left));
`;
const picture = css`
  display: block;
  width: min(100%, 480px);
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: 16px;
  background: var(--surface-2);
`;
const PICTURE_SIZES = '(max-width: 528px) calc(100vw - 48px), 480px';

function Picture({ postId }: { postId: string }) {
  const read = podPicture(postId);
  const pod = useLoad(read.key, read.load).data;
  // The same box while it loads (and when the Pod can not be read): the page does not move.
  return pod ? <PodPicture pod={pod} width={480} height={360} sizes={PICTURE_SIZES} place="first-screen" className={picture} /> : <div className={picture} />;
}

export function LoadingCover({ postId, label, onBack }: { postId?: string; label: string; onBack: () => void }) {
  return (
    <div className={cover} aria-live="polite">
      <BackButton onBack={onBack} className={back} />
      {postId ? <Picture postId={postId} /> : <img src="/favicon.svg" alt="" width={64} height={64} />}
      <Spinner label={label} />
      <p aria-hidden="true">{label}…</p>
    </div>
  );
}
