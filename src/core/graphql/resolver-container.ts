import type { ContainerType } from 'type-graphql';

/**
 * One instance per resolver class, found by a Map lookup. type-graphql's default container keeps
 * its instances in an array and searches it on every resolver call (`instances.find`), a walk over
 * dozens of resolver classes for each of the hundred-odd resolver calls of a console page.
 */
export function resolverContainer(): ContainerType {
  const instances = new Map<Function, unknown>();
  return {
    get(resolverClass: Function) {
      let instance = instances.get(resolverClass);
      if (instance === undefined) {
        instance = new (resolverClass as new () => unknown)();
        instances.set(resolverClass, instance);
      }
      return instance;
    },
  };
}
