import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * How many decimal places a number has as JavaScript writes it, exponent notation included:
 * 1.5e-10 has 11 and 5e-324 has 324. (class-validator's `IsNumber({ maxDecimalPlaces })` looks
 * for a `.` only, so 5e-324 counted as a whole number, and 1e-7 threw inside the validator.)
 */
export function decimalPlacesOf(value: number): number {
  const [mantissa, exponent = '0'] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/** A finite number with at most `places` decimal places. */
export function IsNumberWithDecimals(places: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNumberWithDecimals',
      constraints: [places],
      validator: {
        validate: (value: unknown) => typeof value === 'number' && Number.isFinite(value) && decimalPlacesOf(value) <= places,
        defaultMessage: () => `must be a number with at most ${places} decimal places`,
      },
    },
    options,
  );
}
