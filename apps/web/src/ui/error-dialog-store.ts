import { describeError, type ErrorMessage } from '../lib/error-message';
import { createStore } from './store';

export const errorDialogStore = createStore<ErrorMessage | null>(null);

/** Shows the spec 8 error dialog for a failed call (or any error). */
export const showErrorDialog = (error: unknown): void => errorDialogStore.set(describeError(error));
export const closeErrorDialog = (): void => errorDialogStore.set(null);
