import { CONFETTI_MS, type Dashboard, type Gauge } from '@relais/domain/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { call } from '../../../lib/api-client';
import { useConnectivity, useUserId } from '../../../offline';
import { decideGauge } from '../model/celebration';
import { dashboardKey } from '../../../data/dashboard';
import { routeTable } from '@relais/contract/routes';

export type Celebration = { confetti: boolean; dialog: boolean; closeDialog: () => void };

/**
 * Spec 4 celebration on home: asks the server (`gauge?update=false`) once per visit while online;
 * when it says celebrate, plays the confetti for CONFETTI_MS and opens the congratulation dialog,
 * then records it (`gauge?update=true`) so it shows once. Offline: nothing.
 */
export const useCelebration = (): Celebration => {
  const userId = useUserId();
  const { offline } = useConnectivity();
  const qc = useQueryClient();
  const [confetti, setConfetti] = useState(false);
  const [dialog, setDialog] = useState(false);
  // the user whose gauge was already checked during this visit of home
  const checked = useRef<string | null>(null);

  useEffect(() => {
    if (!userId || offline || checked.current === userId) return;
    // home left before the answer: the answer is ignored, the request not cut (a cut one is asked
    // again at the next visit all the same, so cutting it saves nothing)
    let left = false;
    const ask = (update: 'true' | 'false'): Promise<Gauge> =>
      call(routeTable.updateGauge, { params: { id: userId }, query: { update } });
    ask('false')
      .then(async (gauge) => {
        if (left) return;
        checked.current = userId;
        // the gauge shows the server's latest figures
        qc.setQueriesData<Dashboard>({ queryKey: dashboardKey(userId) }, (d) =>
          d ? { ...d, completion: gauge.completion } : d,
        );
        const decision = decideGauge(gauge, offline);
        if (decision.celebrate) {
          setConfetti(true);
          setDialog(true);
        }
        // not aborted when home is left: the celebration must be recorded once it played
        if (decision.record) await ask('true');
      })
      .catch(() => {
        // offline or refused: no celebration this time, the next visit asks again
      });
    return () => {
      left = true;
    };
  }, [userId, offline, qc]);

  useEffect(() => {
    if (!confetti) return;
    const timer = setTimeout(() => setConfetti(false), CONFETTI_MS);
    return () => clearTimeout(timer);
  }, [confetti]);

  return { confetti, dialog, closeDialog: () => setDialog(false) };
};
