// The current time for relative times ("2 minutes ago"), renewed every `everyMs` so they do not go stale
// while the pane stays open.
import { useEffect, useState } from "react";

export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
