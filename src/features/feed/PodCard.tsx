import { memo, useState, type CSSProperties } from 'react';
import { Link } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { podTypeColours } from '../../ui/pod-types.ts';
import { storedUserId } from '../../lib/storage.ts';
import type { FeedCard } from './api.ts';
import { abbreviateCount, cutDescription } from './format.ts';
import { visuallyHidden } from '../../ui/form.ts';
import { LikeButton } from './LikeButton.tsx';
import type { ImagePlace } from '../../ui/image-loading.ts';
import { PodPicture } from '../../ui/PodPicture.tsx';
import { HereNowBadge } from '../../ui/HereNowBadge.tsx';
import { oneLine } from '../../ui/text.ts';

/** As tall as its place: the cards of a row end level, each with its author and likes at the foot. */
const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 8px;
  height: 100%;
  padding: 10px;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
  min-width: 0;
  > a img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: 10px;
    background: var(--surface-2);
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  h3 a {
    text-decoration: none;
  }
  p {
    margin: 0;
    font-size: 0.875rem;
    color: var(--muted);
  }
`;
/** One line: a long author name is cut, never pushing the likes and views under it. */
const meta = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-top: auto;
  > span {
    display: inline-flex;
    align-items: center;
    white-space: nowrap;
  }
  font-size: 0.8rem;
  color: var(--muted);
`;
const author = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  min-height: 44px;
  text-decoration: none;
  font-weight: 600;
  color: var(--text);
  img {
    flex: none;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    object-fit: cover;
  }
`;
const badge = css`
  align-self: flex-start;
  padding: 2px 10px;
  border: 1.5px solid currentColor;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 600;
  color: var(--badge-dark);
  :root[data-theme='light'] & {
    color: var(--badge-light);
  }
`;
/** Over the picture's top left corner (the card's padding, then 8 px in). */
const hereCorner = css`
  top: 18px;
  left: 18px;
`;
const more = css`
  border: 0;
  background: none;
  padding: 0;
  color: var(--link);
  font-weight: 600;
  cursor: pointer;
`;

const badgeColours = (type: FeedCard['postSubTag']) => {
  const { dark, light } = podTypeColours(type);
  return { '--badge-dark': dark, '--badge-light': light } as CSSProperties;
};

/**
 * A Pod in the feed: image, name, pod-type badge, description (See More/See Less), author, likes,
 * views. Drawn again only when its Pod changes (issue 23): a screen that draws again — a tab, the
 * address — leaves its many cards be (each heart follows its own machine).
 */
export const PodCard = memo(function PodCard({ post, image = 'below' }: { post: FeedCard; image?: ImagePlace }) {
  const [expanded, setExpanded] = useState(false);
  const description = cutDescription(post.postDescription, expanded);
  const self = storedUserId() === post.user.userId;
  const authorName = post.user.userDisplayName ?? (self ? 'You' : 'Someone');
  const authorFace = (
    <>
      <img src={post.user.userDPUrl ?? '/media/default-avatar.webp'} alt="" width="28" height="28" loading="lazy" />
      <span className={oneLine} title={authorName}>
        {authorName}
      </span>
    </>
  );
  return (
    <article className={card} aria-label={post.postName}>
      <Link to="/3d-app" search={{ postId: post.postId }} tabIndex={-1} aria-hidden="true">
        <PodPicture pod={post} width={480} height={360} place={image} sizes="(max-width: 640px) 100vw, 480px" />
      </Link>
      <h3>
        <Link to="/3d-app" search={{ postId: post.postId }}>
          {post.postName}
        </Link>
      </h3>
      <HereNowBadge postId={post.postId} initial={post.hereNow} className={hereCorner} />
      <span className={badge} style={badgeColours(post.postSubTag)}>
        {post.postSubTag}
      </span>
      {post.postDescription && (
        <p>
          {description.text}{' '}
          {description.cut && (
            <button type="button" className={more} aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
              {expanded ? 'See Less' : 'See More'}
            </button>
          )}
        </p>
      )}
      <div className={meta}>
        {self ? (
          <Link to="/profile" className={author}>
            {authorFace}
          </Link>
        ) : (
          <Link to="/other-profile" search={{ otherUserId: post.user.userId }} className={author}>
            {authorFace}
          </Link>
        )}
        <span>
          <LikeButton post={post} postName={post.postName} />
          {/* The exact count for screen readers ('1.2K' is read badly); a name on a plain span is invalid HTML. */}
          <span style={{ position: 'relative' }}>
            <span aria-hidden="true">{abbreviateCount(post.postViews)} views</span>
            <span className={visuallyHidden}>{post.postViews} views</span>
          </span>
        </span>
      </div>
    </article>
  );
});
