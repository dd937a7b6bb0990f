// False while the server draws a page and while the browser takes it over, true from then on: for parts that only
// the browser can draw (their code loads when used). A lazy part the server reaches suspends, and React sends its
// boundary to be drawn in the browser, reporting error #419 in the console as it does.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
