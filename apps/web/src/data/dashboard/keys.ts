/**
 * The dashboard's query key: one month `['dashboard', userId, 'YYYY-MM']` (persisted for offline
 * reading), or every cached month of a user `['dashboard', userId]`. Here in `data/` because the
 * profile features (skills, account, curriculum, folder) patch or refresh the completion it holds.
 */
export const dashboardKey = (userId: string | undefined, month?: string) =>
  month === undefined ? (['dashboard', userId] as const) : (['dashboard', userId, month] as const);
