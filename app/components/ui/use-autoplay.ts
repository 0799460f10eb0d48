import { useEffect, useState } from "react";

/** Advances an index every `ms` while not paused; off for people who ask for reduced motion. */
export function useAutoplay(count: number, ms: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count <= 1) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ms);
    return () => clearInterval(timer);
  }, [count, ms, paused]);
  return [index, setIndex] as const;
}
