import { fieldFromVariableError } from '../../src/core/errors/normalize-error';

describe('variable coercion errors become field messages', () => {
  it('names the field and says "is required" when a form sends null for a required number', () => {
    expect(
      fieldFromVariableError('Variable "$input" got invalid value null at "input.chickenCount"; Expected non-nullable type "Float!" not to be null.'),
    ).toEqual({ field: 'chickenCount', message: 'is required' });
  });

  it('never passes a GraphQL type name through for a null in a required list item', () => {
    const parsed = fieldFromVariableError(
      'Variable "$input" got invalid value null at "input.lines[0].quantity"; Expected non-nullable type "Int!" not to be null.',
    );
    expect(parsed).toEqual({ field: 'lines[0].quantity', message: 'is required' });
  });
});
