import { CHUNK_LOAD_TIMEOUT_MS } from '@relais/domain/rules';
import { useState, type ComponentType } from 'react';
import { ChunkRetry } from './shell/chunk-retry';

const TIMED_OUT = Symbol('timed out');

/** The promise's value, or TIMED_OUT once `ms` have passed first (a rejection passes through). */
export const withinTimeout = <T,>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(TIMED_OUT), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

/**
 * What a route shows when its code did not come in time: the retry (spec 9), which imports the code
 * again (the same module: a request still on its way is the one awaited) and then shows the screen.
 * React Router keeps a lazy route's first answer, so the screen is reached through this component
 * from then on; once loaded it renders the screen directly.
 */
const slowScreen = <P extends object>(load: () => Promise<ComponentType<P>>, timeoutMs: number) => {
  let loaded: ComponentType<P> | null = null;
  const SlowScreen = (props: P) => {
    const [Screen, setScreen] = useState<ComponentType<P> | null>(() => loaded);
    const [state, setState] = useState<'waiting' | 'loading' | Error>('waiting');
    // a failure (not a delay) goes to the route's error screen, as any other screen failure
    if (state instanceof Error) throw state;
    if (Screen) return <Screen {...props} />;
    const retry = () => {
      setState('loading');
      withinTimeout(load(), timeoutMs).then(
        (result) => {
          if (result === TIMED_OUT) {
            setState('waiting');
            return;
          }
          loaded = result;
          setScreen(() => result);
        },
        (error: unknown) => setState(error instanceof Error ? error : new Error(String(error))),
      );
    };
    return <ChunkRetry busy={state === 'loading'} onRetry={retry} />;
  };
  return SlowScreen;
};

/**
 * A lazy screen: its module is fetched the first time one of its routes opens. If it has not
 * arrived within `timeoutMs` (spec 9: 120 s) the route shows a retry instead of hanging.
 */
export const screen =
  <K extends string, M extends Record<K, ComponentType>>(
    load: () => Promise<M>,
    name: K,
    timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
  ) =>
  async (): Promise<{ Component: ComponentType }> => {
    const component = () => load().then((m) => m[name]);
    const first = await withinTimeout(component(), timeoutMs);
    return { Component: first === TIMED_OUT ? slowScreen(component, timeoutMs) : first };
  };
