import DataLoader from 'dataloader';

/**
 * Per-request DataLoaders, created on first use. A loader lives exactly as long as the request
 * context, so its cache can never serve another caller's rows.
 */
export class Loaders {
  private readonly loaders = new Map<string, DataLoader<unknown, unknown>>();

  get<K, V>(name: string, batch: (keys: readonly K[]) => Promise<ReadonlyArray<V | Error>>): DataLoader<K, V> {
    let loader = this.loaders.get(name) as DataLoader<K, V> | undefined;
    if (!loader) {
      loader = new DataLoader<K, V>(batch);
      this.loaders.set(name, loader as DataLoader<unknown, unknown>);
    }
    return loader;
  }

  /** After a write the cached rows may be stale. */
  clearAll(): void {
    for (const loader of this.loaders.values()) loader.clearAll();
  }
}
