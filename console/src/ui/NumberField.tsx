import { useEffect, useState, type FocusEvent } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { arabicDigitSystem, formatNumber } from './format';
import { isBlankNumberText, isNumberTextInProgress, parseNumberText, type NumberTextRules } from './number-text';

export interface NumberFieldProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'> {
  /** The number, or '' when empty (a text that is not a number yet is passed back as typed). */
  value: number | string | null | undefined;
  /** A number once the text is one; '' when emptied; the typed text while it is not a number. */
  onChange?: (value: number | string) => void;
  /** Decimals allowed (0: whole numbers); any when left out. */
  decimalScale?: number;
  /** False: whole numbers only (as decimalScale 0). */
  allowDecimal?: boolean;
  /** A minus sign is accepted; by default when `min` is not 0 or more. */
  allowNegative?: boolean;
  /** Kept within these when the field loses focus. */
  min?: number;
  max?: number;
  /** Any value: the number is shown with thousands separators once typed. */
  thousandSeparator?: string | boolean;
}

/**
 * The one numeric field of the console (docs/console.md, "Numbers typed in"). It reads Arabic-Indic,
 * Eastern Arabic-Indic and Western digits with either decimal and thousands separator
 * (`ui/number-text.ts`), keeps what was typed while the person types, and shows the number in the
 * screen's digits once they leave the field or when the value comes from elsewhere. A text that is
 * not a number is never turned into an empty field or a 0: it stays, and the field says so.
 */
export function NumberField({
  value,
  onChange,
  decimalScale,
  allowDecimal = true,
  allowNegative,
  min,
  max,
  thousandSeparator,
  error,
  onBlur,
  inputMode,
  ...rest
}: NumberFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const digits = arabicDigitSystem();
  const rules: NumberTextRules = {
    decimals: allowDecimal ? decimalScale : 0,
    allowNegative: allowNegative ?? !(min !== undefined && min >= 0),
  };
  const grouping = Boolean(thousandSeparator);
  const show = (number: number) => formatNumber(number, language, { useGrouping: grouping, maximumFractionDigits: rules.decimals ?? 20 });
  // A value given as text ("5", as some forms keep their figures) is the number it means.
  const given =
    typeof value === 'number' || value === null || value === undefined || isBlankNumberText(value) ? (value ?? '') : (parseNumberText(value, rules) ?? value);
  const [text, setText] = useState(() => (typeof given === 'number' ? show(given) : given));
  const [left, setLeft] = useState(false);

  // A value set from outside (a reset, a prefilled figure, a refetch) replaces the text unless the
  // text already means it; so does a change of language or digits.
  useEffect(() => {
    setText((current) => {
      if (typeof given === 'number') return parseNumberText(current, rules) === given && !left ? current : show(given);
      if (given === '') return parseNumberText(current, rules) === null ? current : '';
      return current;
    });
    // `rules` and `show` follow from the props listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [given, language, digits, grouping, rules.decimals, rules.allowNegative]);

  const number = parseNumberText(text, rules);
  const invalid = left && number === null && !isBlankNumberText(text);

  const blur = (event: FocusEvent<HTMLInputElement>) => {
    setLeft(true);
    if (number !== null) {
      const kept = Math.min(max ?? Infinity, Math.max(min ?? -Infinity, number));
      setText(show(kept));
      if (kept !== number) onChange?.(kept);
    }
    onBlur?.(event);
  };

  return (
    <TextInput
      {...rest}
      inputMode={inputMode ?? (rules.allowNegative ? 'text' : rules.decimals === 0 ? 'numeric' : 'decimal')}
      autoComplete="off"
      value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        if (!isNumberTextInProgress(typed, rules)) return;
        setText(typed);
        setLeft(false);
        const parsed = parseNumberText(typed, rules);
        onChange?.(parsed ?? (isBlankNumberText(typed) ? '' : typed));
      }}
      onBlur={blur}
      error={error ?? (invalid ? t(rules.decimals === 0 ? 'errors.fieldWholeNumber' : 'errors.fieldNumber') : undefined)}
    />
  );
}
