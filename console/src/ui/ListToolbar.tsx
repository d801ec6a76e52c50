import { useEffect, useState, type ReactNode } from 'react';
import { Group, Pagination, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListParams } from './list-params';

/** The search box of a list: sent when the user stops typing for a moment or presses Enter. */
export function SearchBox({ params, onSearch }: { params: ListParams; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(params.search);
  useEffect(() => setText(params.search), [params.search]);
  useEffect(() => {
    if (text === params.search) return;
    const timer = setTimeout(() => onSearch(text), 400);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  return (
    <TextInput
      type="search"
      label={t('common.search')}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onSearch(text);
      }}
      w={260}
    />
  );
}

/** A column header that sorts the list on the server; aria-sort tells assistive technology. */
export function SortHeader({ field, label, params, onSort }: { field: string; label: string; params: ListParams; onSort: (field: string) => void }) {
  const { t } = useTranslation();
  const active = params.sort === field;
  return (
    <Table.Th aria-sort={active ? (params.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(field)} aria-label={t('common.sortBy', { field: label })} fw={700}>
        {label} {active ? (params.dir === 'asc' ? '▲' : '▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The total and the page buttons. A total that is not exact is a lower bound, counted a few pages
 * past the current one (docs/api-conventions.md, "Counts"): it says "at least", and the pager
 * offers the pages counted so far; each page read counts further.
 */
export function Pager({
  total,
  totalPages,
  totalIsExact = true,
  params,
  onPage,
}: {
  total: number;
  totalPages: number;
  totalIsExact?: boolean;
  params: ListParams;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed">
        {totalIsExact ? t('common.total', { count: total }) : t('common.totalAtLeast', { count: total })}
      </Text>
      {totalPages > 1 && <Pagination total={totalPages} value={params.page} onChange={onPage} size="sm" aria-label={t('common.page')} />}
    </Group>
  );
}

export function EmptyRow({ columns, children }: { columns: number; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text c="dimmed">{children ?? t('common.none')}</Text>
      </Table.Td>
    </Table.Tr>
  );
}
