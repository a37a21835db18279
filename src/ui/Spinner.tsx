import { css } from '@linaria/core';

const spinner = css`
  width: 28px;
  height: 28px;
  border-radius: 50%;
  border: 3px solid var(--border);
  border-top-color: var(--accent);
  animation: spin 0.8s linear infinite;
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

export function Spinner({ label }: { label: string }) {
  return <div className={spinner} role="progressbar" aria-label={label} />;
}
