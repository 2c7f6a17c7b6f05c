export {
  patchPreference,
  preferencesQuery,
  preferencesQueryKey,
  refreshPreferences,
  replacePreferences,
  usePreferences,
} from './use-preferences';
