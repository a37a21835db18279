import { Link } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { showToast } from '../../app/actors.ts';
import { primaryButton, secondaryButton } from '../../ui/button.ts';
import { errorText, hint, screenBody } from '../../ui/form.ts';
import { useLoad } from '../../lib/use-load.ts';
import { imageLoading } from '../../ui/image-loading.ts';
import { myNewestPod } from './reads.ts';

const podCard = css`
  display: grid;
  gap: 8px;
  text-align: center;
  img,
  .placeholder {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: var(--radius);
    background: var(--surface-2);
  }
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
`;
const share = css`
  display: flex;
  gap: 8px;
  align-items: center;
  input {
    flex: 1;
    min-width: 0;
    min-height: 48px;
    padding: 0 12px;
    border: 1px solid var(--border);
    border-radius: 12px;
    background: var(--surface-2);
  }
  button {
    width: auto;
  }
`;

/** The link anyone can open to visit a Pod (spec: `{host}/?postId={id}`). */
export const podShareLink = (postId: string) => `${globalThis.location?.origin ?? ''}/?postId=${encodeURIComponent(postId)}`;

/** /pod-live: 'Your Pod is Live!' with its card, the share link, Create Event and Explore Now. */
export function PodLiveScreen({ userComplete }: { userComplete: boolean }) {
  const newest = useLoad(myNewestPod.key, myNewestPod.load);
  // undefined while it loads; null when the person has no Pod yet.
  const pod = newest.data?.pod;
  const failed = newest.failed;
  const link = pod ? podShareLink(pod.postId) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showToast('Link copied', 'success');
    } catch {
      showToast('Copy did not work: select the link and copy it.', 'error');
    }
  };
  return (
    <section className={screenBody} aria-labelledby="pod-live-title" aria-busy={pod === undefined && !failed}>
      <h1 id="pod-live-title">Your Pod is Live!</h1>
      <div className={podCard}>
        {pod ? <img src={pod.postDisplayImage} alt="" width="480" height="360" {...imageLoading('largest')} /> : <div className="placeholder" />}
        <h2>{pod?.postName ?? '\u00a0'}</h2>
        <p className={hint}>{pod ? `by ${pod.user.userDisplayName ?? 'you'}` : '\u00a0'}</p>
      </div>
      {failed && (
        <p className={errorText} role="alert">
          We could not load your Pod. Please reload the page.
        </p>
      )}
      {pod === null && <p className={hint}>You have no Pod yet.</p>}
      <div>
        <label htmlFor="share-link" style={{ fontWeight: 600 }}>
          Copy and share link
        </label>
        <div className={share}>
          <input id="share-link" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
          <button type="button" className={secondaryButton} disabled={!pod} onClick={() => void copy()}>
            Copy
          </button>
        </div>
      </div>
      <Link to="/create-event" className={primaryButton}>
        Create Event (3 Max in Free Plan)
      </Link>
      <Link to={userComplete ? '/time-line' : '/interests-selection'} className={secondaryButton}>
        Explore Now
      </Link>
    </section>
  );
}
