import { type MatchTarget, MatchTargetRegistry, MatchType, refuseIfMatchedElsewhere } from '../../../src/core/reconciliation/match-target';

const target = (type: string): MatchTarget => ({
  type,
  description: `${type} records.`,
  validate: async () => ({ label: type }),
  candidates: async () => [],
});

describe('match target registry', () => {
  it('registers targets in order and fills the MatchType enum object with their types', () => {
    const registry = new MatchTargetRegistry();
    const a = target('UnitTestAlpha');
    registry.register([a, target('UnitTestBeta')]);
    registry.register([a]);
    expect(registry.all().map((t) => t.type)).toEqual(['UnitTestAlpha', 'UnitTestBeta']);
    expect(registry.get('UnitTestAlpha')).toBe(a);
    expect(MatchType.UnitTestBeta).toBe('UnitTestBeta');
  });

  it('refuses a second target of the same type and a type that is not PascalCase', () => {
    const registry = new MatchTargetRegistry();
    registry.register([target('UnitTestGamma')]);
    expect(() => registry.register([target('UnitTestGamma')])).toThrow(/registered twice/);
    expect(() => registry.register([target('hr-advance')])).toThrow(/PascalCase/);
  });

  it('refuses a record already matched elsewhere with 409', () => {
    expect(() => refuseIfMatchedElsewhere({ lineIds: [], amount: 0 }, 'The advance')).not.toThrow();
    expect(() => refuseIfMatchedElsewhere({ lineIds: ['x'], amount: -5 }, 'The advance')).toThrow(expect.objectContaining({ status: 409 }));
  });
});
