import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { SIGN_IN_REDIRECT_DELAY_MS } from "~/config/constants";

/**
 * Goes to `to` SIGN_IN_REDIRECT_DELAY_MS after the page shows (after a sign-in the welcome toast is read first,
 * then /account follows 2 s later). Leaving the page first cancels it: the next page's root data has no `to`.
 */
export function DelayedNavigation({ to }: { to: string | null }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!to) return;
    const timer = setTimeout(() => navigate(to), SIGN_IN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [to, navigate]);
  return null;
}
