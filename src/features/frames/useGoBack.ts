/**
 * Leaving a full-screen Pod: to the previous screen in Pods, or to the feed when the Pod was the
 * first screen Pods showed (a shared link opened directly). The router's own place in its history
 * decides, as `goBack` in src/lib/navigation.ts does: the tab's `history.length` also counts pages
 * before Pods, and going back to one of those would leave the app.
 */
import { useRouter } from '@tanstack/react-router';

export function useGoBack() {
  const router = useRouter();
  return () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: '/time-line', replace: true });
  };
}
