import { decimalPlacesOf } from '../../src/core/validation/decimals';

describe('decimal places of a number', () => {
  it.each([
    [0, 0],
    [12, 0],
    [-12.5, 1],
    [2.375, 3],
    [1.0001, 4],
    [1e21, 0],
    [1.5e22, 0],
    [1e-7, 7],
    [1.5e-10, 11],
    [-2.5e-8, 9],
    [5e-324, 324],
    [3e-323, 323],
  ])('%s has %s', (value, places) => {
    expect(decimalPlacesOf(value)).toBe(places);
  });
});
