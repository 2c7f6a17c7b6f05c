/** The avatar's action types, without the screens: the app lists them for the outbox (app/offline-actions.ts). */
export { avatarBadgeSeenAction, removeAvatarAction, setAvatarAction } from './api/avatar-actions';
