/** Leaving a full-screen Pod: to the previous page, or to the feed when there is none (a shared link opened directly). */
import { useNavigate, useRouter } from '@tanstack/react-router';

export function useGoBack() {
  const navigate = useNavigate();
  const router = useRouter();
  return () => {
    if (window.history.length > 1) router.history.back();
    else void navigate({ to: '/time-line' });
  };
}
