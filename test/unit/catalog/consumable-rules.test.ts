import { costNumerator, quantityProblem, roundCost, standardCost, unitProblem } from '../../../src/modules/catalog/consumables/consumable.rules';
import { imageUrlProblem, jsonTextProblem } from '../../../src/modules/catalog/shared/catalog-rules';

describe('bill-of-materials rules', () => {
  it('accepts quantities above 0 with at most 3 decimals', () => {
    expect(quantityProblem(0.25)).toBeNull();
    expect(quantityProblem(0.001)).toBeNull();
    expect(quantityProblem(0)).toBe('must be greater than 0');
    expect(quantityProblem(-1)).toBe('must be greater than 0');
    expect(quantityProblem(0.0005)).toBe('must have at most 3 decimal places');
    expect(quantityProblem(100_001)).toBe('must be at most 100000');
  });

  it('converts g↔kg and ml↔l but not pieces', () => {
    expect(unitProblem('g', 'kg')).toBeNull();
    expect(unitProblem('kg', 'g')).toBeNull();
    expect(unitProblem('ml', 'l')).toBeNull();
    expect(unitProblem('piece', 'piece')).toBeNull();
    expect(unitProblem('piece', 'kg')).toBe("must be compatible with the item's unit (kg)");
    expect(unitProblem('ml', 'kg')).toBe("must be compatible with the item's unit (kg)");
  });

  it('costs lines exactly across units', () => {
    // 250 g of an item at 18,000 IQD/kg = 4,500 IQD
    expect(roundCost(costNumerator(250_000, 'g', 'kg', 18000))).toBe(4500);
    // 0.5 kg of an item at 30 IQD/g = 15,000 IQD
    expect(roundCost(costNumerator(500, 'kg', 'g', 30))).toBe(15000);
    // 15 ml at 3,000 IQD/l = 45
    expect(roundCost(costNumerator(15_000, 'ml', 'l', 3000))).toBe(45);
  });

  it('sums before rounding once, half away from zero', () => {
    // three lines of 0.5 IQD each: 1.5 → 2 (rounding each would give 3)
    const half = { qtyMilli: 1000, unit: 'g' as const, itemUnit: 'kg' as const, itemStandardCostIqd: 500 };
    expect(standardCost([half])).toBe(1); // 0.5 → 1
    expect(standardCost([half, half, half])).toBe(2);
    expect(roundCost(-1_500_000_000n)).toBe(-2);
    expect(standardCost([])).toBe(0);
  });

  it('validates metadata JSON text and image URLs', () => {
    expect(jsonTextProblem('{"a":1}')).toBeNull();
    expect(jsonTextProblem('[1,2]')).toBeNull();
    expect(jsonTextProblem('{a}')).toBe('must be valid JSON text');
    expect(imageUrlProblem('https://cdn.example.com/x.jpg')).toBeNull();
    expect(imageUrlProblem('http://cdn.example.com/x.jpg')).toBeNull();
    expect(imageUrlProblem('javascript:alert(1)')).toBe('must be an http or https URL');
    expect(imageUrlProblem('not a url')).toBe('must be an http or https URL');
  });
});

import { choiceProblems } from '../../../src/modules/catalog/modifier-groups/modifier-group.rules';

describe('modifier group choice limits', () => {
  it('accepts consistent limits and refuses the others on the right field', () => {
    expect(choiceProblems({ minChoices: 0, maxChoices: 3, required: false }, 3)).toEqual({});
    expect(choiceProblems({ minChoices: 1, maxChoices: 1, required: true }, 2)).toEqual({});
    expect(choiceProblems({ minChoices: 2, maxChoices: 1, required: true }, 2)).toEqual({ minChoices: ['must not exceed maxChoices'] });
    expect(choiceProblems({ minChoices: 0, maxChoices: 1, required: true }, 2)).toEqual({ minChoices: ['must be at least 1 when the group is required'] });
    expect(choiceProblems({ minChoices: 1, maxChoices: 1, required: false }, 2)).toEqual({ required: ['must be true when minChoices is above 0'] });
    expect(choiceProblems({ minChoices: 2, maxChoices: 2, required: true }, 1)).toEqual({ minChoices: ['must not exceed the number of active options (1)'] });
  });
});
