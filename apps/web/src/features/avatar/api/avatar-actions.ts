import type { PictureState } from '@relais/domain/rules';
import { routeTable } from '@relais/contract/routes';
import { patchMe, refreshMe, showLocalPicture } from '../../../data/avatar';
import { call } from '../../../lib/api-client';
import { defineAction, uploadStoredFile } from '../../../offline';

export const SET_AVATAR = 'avatar.set';
export const REMOVE_AVATAR = 'avatar.remove';

/**
 * The cropped, compressed picture travels as the action's file 0; `preview` (a data URL of the
 * same small square image) shows it at once, offline included, until the server has it.
 */
export type SetAvatarBody = { userId: string; preview: string };
export type RemoveAvatarBody = { userId: string };

/** The version a queued picture shows under until it is sent. */
export const localVersion = (actionId: string): string => `local-${actionId}`;

/** Uploads the picture (POST /files, usage AVATAR, key derived from the action's) then makes it the avatar. */
export const setAvatarAction = defineAction<SetAvatarBody, typeof SET_AVATAR>({
  type: SET_AVATAR,
  send: async (body, { idempotencyKey, files }) => {
    const picture = files[0];
    if (!picture) throw new Error('missing queued avatar picture');
    const fileId = await uploadStoredFile({ usage: 'AVATAR' }, picture, { idempotencyKey, index: 0 });
    return call(routeTable.setPicture, { params: { id: body.userId }, body: { fileId }, idempotencyKey });
  },
  apply: (qc, body, actionId) => showLocalPicture(qc, body.userId, localVersion(actionId), body.preview),
  revert: (qc, body) => void refreshMe(qc, body.userId),
  settled: (qc, body, result) => {
    const state = result as PictureState | undefined;
    if (state && 'avatarUrl' in state) patchMe(qc, body.userId, { avatarUrl: state.avatarUrl });
    void refreshMe(qc, body.userId);
  },
  describe: () => ({ key: 'avatar.describeSet' }),
});

/** DELETE /users/{id}/picture: the initials show at once. */
export const removeAvatarAction = defineAction<RemoveAvatarBody, typeof REMOVE_AVATAR>({
  type: REMOVE_AVATAR,
  send: (body, { idempotencyKey }) =>
    call(routeTable.deletePicture, { params: { id: body.userId }, idempotencyKey }),
  apply: (qc, body) => patchMe(qc, body.userId, { avatarUrl: null }),
  revert: (qc, body) => void refreshMe(qc, body.userId),
  settled: (qc, body) => void refreshMe(qc, body.userId),
  describe: () => ({ key: 'avatar.describeRemove' }),
});
