import { routeTable } from '@relais/contract/routes';
import { academySeenDate, type Assistant, type Dashboard } from '@relais/domain/rules';
import { meQueryKey } from '../../../data/assistant';
import { dashboardKey } from '../../../data/dashboard';
import { call } from '../../../lib/api-client';
import { now } from '../../../lib/clock';
import { defineAction, enqueue } from '../../../offline';

export const ACADEMY_SEEN = 'dashboard.academySeen';

export type AcademySeenBody = { userId: string; date: string };

/**
 * PUT /assistants with the academy date (spec 4 `updateUserData`), when the academy is opened (the
 * warning's link, the menu's benefits) or its warning dismissed: the NEW badge, the diamond and the
 * warning go at once (`academySeenDate`). Silent (queued with `enqueue`, nothing said); here, apart
 * from the screens, because the shell's menu queues it too.
 */
export const academySeenAction = defineAction<AcademySeenBody, typeof ACADEMY_SEEN>({
  type: ACADEMY_SEEN,
  send: (body, { idempotencyKey }) =>
    call(routeTable.updateAssistant, {
      body: { userId: body.userId, warningRelaisAcademy: body.date },
      idempotencyKey,
    }),
  apply: (qc, body) => {
    qc.setQueryData<Assistant>(meQueryKey(body.userId), (me) =>
      me ? { ...me, warningRelaisAcademy: body.date } : me,
    );
    qc.setQueriesData<Dashboard>({ queryKey: dashboardKey(body.userId) }, (d) =>
      d ? { ...d, warnings: { ...d.warnings, academy: 'none' } } : d,
    );
  },
  describe: () => ({ key: 'dashboard.warnings.describeAcademySeen' }),
  silent: true,
});

/** Records that the academy was seen, when something of it shows (never for clients nor staff). */
export const markAcademySeen = (
  me: Pick<Assistant, 'userId' | 'warningRelaisAcademy' | 'isClient' | 'isStaff'> | undefined,
): void => {
  if (!me) return;
  const date = academySeenDate(me.warningRelaisAcademy, now(), me);
  if (date) void enqueue(academySeenAction, { userId: me.userId, date }).catch(() => {});
};
