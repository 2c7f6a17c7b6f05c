/** The avatar's action types, without the screens: the app lists them for the outbox (app/offline-actions.ts). */
export { removeAvatarAction, setAvatarAction } from './api/avatar-actions';
export { avatarBadgeSeenAction } from './api/badge-action';
