import { resolverContainer } from '../../src/core/graphql/resolver-container';

describe('resolver container', () => {
  it('makes one instance per resolver class, on first use, and hands the same one to every call', () => {
    let made = 0;
    class DepartmentResolver {
      readonly serial = ++made;
    }
    class EmployeeResolver {}
    const container = resolverContainer();
    expect(made).toBe(0);
    const first = container.get(DepartmentResolver, {} as never);
    expect(first).toBeInstanceOf(DepartmentResolver);
    expect(container.get(DepartmentResolver, {} as never)).toBe(first);
    expect(made).toBe(1);
    expect(container.get(EmployeeResolver, {} as never)).toBeInstanceOf(EmployeeResolver);
  });

  it('keeps the instances of one schema build apart from another build', () => {
    class PositionResolver {}
    expect(resolverContainer().get(PositionResolver, {} as never)).not.toBe(resolverContainer().get(PositionResolver, {} as never));
  });
});
