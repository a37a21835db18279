import { useEffect, useState } from 'react';
import { nowSeconds } from './format.ts';

/** The time in epoch seconds, refreshed every `everyMs` (event cards move on with it). */
export function useClock(everyMs = 15_000) {
  const [now, setNow] = useState(nowSeconds);
  useEffect(() => {
    const timer = setInterval(() => setNow(nowSeconds()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
