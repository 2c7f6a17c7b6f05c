import { useNavigate } from 'react-router';

/** How a submission ended, as the outbox reports it (`fix`: the form of the refused action to open). */
type Settled = { kind: string; path?: string };

/**
 * The ways out of an edit form. `back`: where the user came from when the app brought them here (the
 * router counts its entries), else `fallback` (a form opened from a link or a reload), replacing the
 * form's entry. `settle`: sent or queued, back; refused with a form to fix, that form; refused here,
 * stay (what was typed is kept).
 */
export const useFormExit = (fallback: string) => {
  const navigate = useNavigate();
  const back = () => {
    const idx: unknown = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof idx === 'number' && idx > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
  const settle = (result: Settled) => {
    if (result.kind === 'fix' && result.path) void navigate(result.path, { replace: true });
    else if (result.kind !== 'refused') back();
  };
  return { back, settle };
};
