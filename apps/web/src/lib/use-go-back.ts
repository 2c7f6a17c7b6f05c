import { useNavigate } from 'react-router';

/**
 * Back where the user came from when the app brought them here (the router counts its entries),
 * else to `fallback` (a form opened from a link or a reload), replacing the form's entry.
 */
export const useGoBack = (fallback: string): (() => void) => {
  const navigate = useNavigate();
  return () => {
    const idx: unknown = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof idx === 'number' && idx > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
};
