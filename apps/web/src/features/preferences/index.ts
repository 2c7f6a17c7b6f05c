export { FontSizeControl } from './components/font-size-control';
export { useFontSize, useFontSizeSync } from './hooks/use-font-size';
export { usePreferences, useSetPreference, preferencesQueryKey } from './api/use-preferences';
