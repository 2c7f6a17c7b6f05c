import { useEffect } from 'react';
import { ct, type ConsoleKey } from '../i18n';

/** The page's title: the screen's, then the console's. */
export const useConsoleTitle = (key: ConsoleKey): void => {
  useEffect(() => {
    document.title = `${ct(key)} – ${ct('shell.title')}`;
  }, [key]);
};
