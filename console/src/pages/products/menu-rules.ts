/** A modifier option being written; `id` keeps an existing option (PUT replaces the group's list). */
export interface OptionDraft {
  id?: string;
  name: string;
  nameAr: string;
  priceDeltaIqd: number | string;
  active: boolean;
}

export interface GroupDraft {
  name: string;
  nameAr: string;
  minChoices: number | string;
  maxChoices: number | string;
  options: OptionDraft[];
}

/**
 * The ModifierGroupInput the service takes. `required` follows from the minimum (the service
 * insists `required` ⇔ `minChoices ≥ 1`), so the form asks only for the numbers; options keep
 * the order they are listed in.
 */
export function modifierGroupInput(draft: GroupDraft) {
  const minChoices = Number(draft.minChoices === '' ? 0 : draft.minChoices);
  const maxChoices = Number(draft.maxChoices === '' ? 0 : draft.maxChoices);
  return {
    name: draft.name,
    nameAr: draft.nameAr || null,
    minChoices,
    maxChoices,
    required: minChoices >= 1,
    options: draft.options.map((option, index) => ({
      ...(option.id ? { id: option.id } : {}),
      name: option.name,
      nameAr: option.nameAr || null,
      priceDeltaIqd: Number(option.priceDeltaIqd === '' ? 0 : option.priceDeltaIqd),
      active: option.active,
      sortOrder: index,
    })),
  };
}

/** "Choose 1", "Choose up to 3", "Choose 1 to 2" as words keys with counts. */
export function choiceRule(minChoices: number, maxChoices: number): { key: 'exactly' | 'upTo' | 'between'; min: number; max: number } {
  if (minChoices === maxChoices) return { key: 'exactly', min: minChoices, max: maxChoices };
  if (minChoices === 0) return { key: 'upTo', min: minChoices, max: maxChoices };
  return { key: 'between', min: minChoices, max: maxChoices };
}

/** Units a bill-of-materials line may use for an item: g↔kg and ml↔l convert, pieces only match pieces. */
export function compatibleUnits(itemUnit: 'Kg' | 'G' | 'L' | 'Ml' | 'Piece'): Array<'Kg' | 'G' | 'L' | 'Ml' | 'Piece'> {
  if (itemUnit === 'Kg' || itemUnit === 'G') return ['Kg', 'G'];
  if (itemUnit === 'L' || itemUnit === 'Ml') return ['L', 'Ml'];
  return ['Piece'];
}
