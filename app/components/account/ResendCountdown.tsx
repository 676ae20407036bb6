import { useEffect, useState } from "react";
import { MSG_RESEND_IN } from "~/config/messages/account";

/**
 * Seconds left until a new code may be asked for, counting down in the browser from the server's figure
 * (the flow cookie), so a reload or a no-JS page shows the same truth.
 */
export function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  // A new figure from the server restarts the count in the same render.
  const [countedFrom, setCountedFrom] = useState(seconds);
  if (seconds !== countedFrom) {
    setCountedFrom(seconds);
    setLeft(seconds);
  }
  useEffect(() => {
    if (seconds <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const next = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}

/** «Повторно запросить код можно через N с», or nothing once the wait is over. */
export function ResendNotice({ left }: { left: number }) {
  if (left <= 0) return null;
  return (
    <p className="sign-in__countdown" role="timer" aria-live="off" data-testid="resend-countdown">
      {MSG_RESEND_IN(left)}
    </p>
  );
}
