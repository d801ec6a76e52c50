/**
 * Positional parameters for a statement whose text the code assembles from fixed fragments (a list's
 * optional filters): `param(value)` keeps the value and answers its placeholder, so values never
 * enter the text and the placeholders stay numbered in the order the fragments are appended.
 */
export function sqlParameters(...first: unknown[]): { params: unknown[]; param: (value: unknown) => string } {
  const params = [...first];
  return {
    params,
    param: (value) => {
      params.push(value);
      return `$${params.length}`;
    },
  };
}
