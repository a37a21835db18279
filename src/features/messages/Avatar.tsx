import { css } from '@linaria/core';

const avatar = css`
  position: relative;
  flex: none;
  img {
    display: block;
    border-radius: 50%;
    object-fit: cover;
    background: var(--surface-2);
  }
  span {
    position: absolute;
    right: 1px;
    bottom: 1px;
    width: 12px;
    height: 12px;
    border: 2px solid var(--bg);
    border-radius: 50%;
    background: #22c55e;
  }
`;

/** A round picture with the green dot while the person is online. */
export function Avatar({ src, size, online }: { src?: string | null; size: number; online: boolean }) {
  return (
    <div className={avatar}>
      <img src={src ?? '/media/default-avatar.webp'} alt="" width={size} height={size} />
      {online && <span aria-hidden="true" />}
    </div>
  );
}
