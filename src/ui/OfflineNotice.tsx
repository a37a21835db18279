import { useSyncExternalStore } from 'react';
import { css } from '@linaria/core';
import { WifiOff } from 'lucide-react';
import { isOnline, subscribeConnectivity } from '../lib/connectivity.ts';

const region = css`
  position: fixed;
  top: calc(8px + env(safe-area-inset-top));
  left: 50%;
  transform: translateX(-50%);
  z-index: 60;
  pointer-events: none;
`;
const pill = css`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  padding: 8px 14px;
  border-radius: 999px;
  background: var(--surface-2);
  color: var(--text);
  border: 1px solid var(--border);
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.35);
  font-size: 0.875rem;
  white-space: nowrap;
`;

/** Whether the app can reach the server (screens rendered on the server take online). */
export const useOnline = () => useSyncExternalStore(subscribeConnectivity, isOnline, () => true);

/**
 * Says so while the app cannot reach the server (the service worker then shows the screens as
 * last seen, src/sw/sw.ts). The status region stays in the page so screen readers announce the change.
 */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <div role="status" className={region}>
      {!online && (
        <p className={pill}>
          <WifiOff size={16} aria-hidden="true" />
          You are offline. Showing what you saw last.
        </p>
      )}
    </div>
  );
}
