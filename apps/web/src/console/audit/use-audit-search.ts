import { AUDIT_TRAIL_ACTIONS, type AuditTrailAction } from '@relais/domain/rules';
import { useSearchParams } from 'react-router';
import type { AuditSearch } from './api';

const isAction = (v: string | null): v is AuditTrailAction =>
  v !== null && (AUDIT_TRAIL_ACTIONS as readonly string[]).includes(v);
const isDate = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The trail's filters and page in the URL: `?actorId=…&assistantId=…&action=…&from=…&to=…&page=2`. */
export const useAuditSearch = () => {
  const [params, setParams] = useSearchParams();
  const action = params.get('action');
  const from = params.get('from');
  const to = params.get('to');
  const search: AuditSearch = {
    page: Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0),
    ...(params.get('actorId') ? { actorId: params.get('actorId') ?? '' } : {}),
    ...(params.get('assistantId') ? { assistantId: params.get('assistantId') ?? '' } : {}),
    ...(isAction(action) ? { action } : {}),
    ...(isDate(from) ? { from } : {}),
    ...(isDate(to) ? { to } : {}),
  };
  const update = (changes: Record<string, string | undefined>) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      for (const [key, value] of Object.entries(changes))
        if (value) next.set(key, value);
        else next.delete(key);
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  const clear = () => setParams(new URLSearchParams());
  return { search, update, clear };
};
