// A value made on its first use, then kept. For Intl formatters: a page's first Intl object loads its locale's data
// (100 ms and more of a slow phone's CPU), so none is made while a module loads, only when a page formats something.
export function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
