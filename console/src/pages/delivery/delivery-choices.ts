import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { useSession } from '../../auth/session';
import { localName } from '../../ui/format';

const DeliveryConnectionChoicesDocument = graphql(`
  query DeliveryConnectionChoices {
    deliveryConnections(list: { perPage: 100 }) {
      items {
        id
        name
        platform
        branchId
      }
    }
  }
`);

/** The organisation's delivery connections as select options ("Talabat Karrada"). */
export function useConnectionChoices() {
  const { can } = useSession();
  const [{ data }] = useQuery({ query: DeliveryConnectionChoicesDocument, pause: !can('delivery:read') });
  const items = data?.deliveryConnections.items ?? [];
  const connections = items.map((c) => ({ value: c.id, label: c.name }));
  return {
    connections,
    items,
    connectionName: (id: string | null | undefined) => items.find((c) => c.id === id)?.name ?? '',
  };
}

const DeliveryProductChoicesDocument = graphql(`
  query DeliveryProductChoices($search: String) {
    products(list: { perPage: 50, sort: "name", dir: Asc, search: $search }, filter: { active: true }) {
      items {
        id
        name
        nameAr
      }
    }
  }
`);

export const DeliveryOptionGroupFields = graphql(`
  fragment DeliveryOptionGroupFields on ModifierGroup {
    id
    name
    nameAr
    options {
      id
      name
      nameAr
      active
    }
  }
`);

const DeliveryOptionChoicesDocument = graphql(`
  query DeliveryOptionChoices($search: String) {
    modifierGroups(list: { perPage: 50, sort: "name", dir: Asc, search: $search }) {
      items {
        ...DeliveryOptionGroupFields
      }
    }
  }
`);

const DeliveryProductNameDocument = graphql(`
  query DeliveryProductName($id: UUID!) {
    product(id: $id) {
      id
      name
      nameAr
    }
  }
`);

const DeliveryOptionNameDocument = graphql(`
  query DeliveryOptionName($optionId: UUID!) {
    modifierGroups(list: { perPage: 1 }, filter: { optionId: $optionId, includeDeleted: true }) {
      items {
        ...DeliveryOptionGroupFields
      }
    }
  }
`);

/** Typing settles this long before the server is asked. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * What a platform item can be mapped to, in the console's language, searched on the server as the
 * person types (debounced): the active products matching the text (name, Arabic name or code), or
 * the modifier options of the groups matching it (a group's or an option's name), each named with
 * its group ("Size: Large"). `current` is the product or option mapped now, named even when the
 * search does not find it.
 */
export function useMenuChoices(kind: 'Product' | 'ModifierOption', search: string, current: string | null, selected: string | null) {
  const { i18n } = useTranslation();
  // The select shows the chosen target's name in its field: that text is not a search.
  const [shown, setShown] = useState<string | null>(null);
  const typed = search === shown ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const variables = { search: debounced || null };
  const [products] = useQuery({ query: DeliveryProductChoicesDocument, variables, pause: kind !== 'Product' });
  const [groups] = useQuery({ query: DeliveryOptionChoicesDocument, variables, pause: kind !== 'ModifierOption' });
  const [mapped] = useQuery({ query: DeliveryProductNameDocument, variables: { id: current ?? '' }, pause: kind !== 'Product' || !current });
  const [mappedOption] = useQuery({
    query: DeliveryOptionNameDocument,
    variables: { optionId: current ?? '' },
    pause: kind !== 'ModifierOption' || !current,
  });
  const name = (p: { name: string; nameAr?: string | null }) => localName(p.name, p.nameAr ?? null, i18n.language);
  let choices: Array<{ value: string; label: string }>;
  if (kind === 'Product') {
    const found = (products.data?.products.items ?? []).map((p) => ({ value: p.id, label: name(p) }));
    const known = mapped.data?.product;
    choices = known && !found.some((c) => c.value === known.id) ? [{ value: known.id, label: name(known) }, ...found] : found;
  } else {
    const needle = debounced.toLocaleLowerCase();
    const matches = (p: { name: string; nameAr?: string | null }) =>
      !needle || p.name.toLocaleLowerCase().includes(needle) || (p.nameAr ?? '').toLocaleLowerCase().includes(needle);
    const found = (groups.data?.modifierGroups.items ?? []).flatMap((group) =>
      group.options
        .filter((option) => option.active && (matches(group) || matches(option)))
        .map((option) => ({ value: option.id, label: `${name(group)}: ${name(option)}` })),
    );
    const knownGroup = mappedOption.data?.modifierGroups.items[0];
    const knownOption = knownGroup?.options.find((option) => option.id === current);
    choices =
      knownGroup && knownOption && !found.some((c) => c.value === knownOption.id)
        ? [{ value: knownOption.id, label: `${name(knownGroup)}: ${name(knownOption)}` }, ...found]
        : found;
  }
  const selectedLabel = choices.find((c) => c.value === selected)?.label ?? null;
  useEffect(() => {
    if (selectedLabel !== null) setShown(selectedLabel);
  }, [selectedLabel]);
  const state = kind === 'Product' ? products : groups;
  return { choices, fetching: state.fetching, error: state.error };
}
