import {
  staffPermissionsOf,
  validatePreference,
  type Clock,
  type PreferenceKey,
  type Preferences,
  type StaffMember,
} from '@relais/domain';
import { AppError, notFound } from '../../plugins/app-error';
import type { UsersRepository } from './users.repository';

export const createUsersService = (deps: { repo: UsersRepository; clock: Clock }) => {
  const preferences = async (userId: string): Promise<Preferences> =>
    Object.fromEntries((await deps.repo.preferences(userId)).map((p) => [p.key, p.value]));

  return {
    preferences,

    /** The signed-in staff member and their permissions (the console shows what they may do). */
    staffMe: async (userId: string): Promise<StaffMember> => {
      const member = await deps.repo.staffMember(userId);
      if (!member) throw notFound();
      return { ...member, permissions: staffPermissionsOf(member.permissions) };
    },

    /** Sets one preference after its per-key rule (domain validatePreference). */
    setPreference: async (userId: string, key: PreferenceKey, value: string): Promise<Preferences> => {
      if (!validatePreference(key, value)) {
        throw new AppError(400, 'validation_failed', `Invalid value for ${key}`, {
          errors: [{ errorCode: 'validation_failed', field: 'value' }],
        });
      }
      await deps.repo.setPreference(userId, key, value, deps.clock.now());
      return preferences(userId);
    },
  };
};

export type UsersService = ReturnType<typeof createUsersService>;
