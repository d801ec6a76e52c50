import { useState } from 'react';
import { Select } from '@mantine/core';
import { useEmployeeChoices } from './hr-choices';

/** The employee a request is for, found by typing part of the name (advances, loans, leave). */
export function EmployeeSelect({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const employees = useEmployeeChoices(search);
  return (
    <Select
      label={label}
      required
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={employees}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
