import { SNACKBAR_TIMEOUT_MS } from '../lib/domain-light';
import { createStore } from './store';

export type SnackbarAction = { label: string; onAction: () => void };
export type Snackbar = { id: number; text: string; actions: SnackbarAction[]; timeoutMs: number | null };
export type SnackbarInput = { text: string; actions?: SnackbarAction[]; timeoutMs?: number | null };

/** Queue of snackbars; the first is shown. `timeoutMs: null` keeps it until an action or close. */
export const snackbarStore = createStore<Snackbar[]>([]);
let nextId = 1;

export const showSnackbar = ({
  text,
  actions = [],
  timeoutMs = SNACKBAR_TIMEOUT_MS,
}: SnackbarInput): number => {
  const id = nextId++;
  snackbarStore.set([...snackbarStore.get(), { id, text, actions, timeoutMs }]);
  return id;
};

export const dismissSnackbar = (id: number): void => {
  snackbarStore.set(snackbarStore.get().filter((s) => s.id !== id));
};
