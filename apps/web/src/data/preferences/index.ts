export {
  patchPreference,
  preferencesQueryKey,
  refreshPreferences,
  replacePreferences,
  usePreferences,
} from './use-preferences';
