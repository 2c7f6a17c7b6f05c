export { usePreferences, useSetPreference, preferencesQueryKey } from './use-preferences';
