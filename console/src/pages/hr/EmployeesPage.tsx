import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, Modal, NumberInput, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { EmploymentStatus } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { formatIqd, localName } from '../../ui/format';
import { StatusBadge, useEnumOptions } from '../../ui/StatusBadge';
import { useHrChoices } from './hr-choices';

const STATUSES: EmploymentStatus[] = ['Active', 'OnLeave', 'Suspended', 'Resigned', 'Terminated', 'Retired'];

const EmployeesDocument = graphql(`
  query Employees($list: ListArgs, $filter: EmployeeFilter) {
    employees(list: $list, filter: $filter) {
      items {
        id fullName status monthlyPay annualLeaveBalance
        department { id name nameAr }
        position { id title titleAr }
      }
      total
      totalPages
    }
  }
`);

const CreateEmployeeDocument = graphql(`
  mutation CreateEmployee($input: CreateEmployeeInput!) { createEmployee(input: $input) { id } }
`);

const ChangeEmploymentStatusDocument = graphql(`
  mutation ChangeEmploymentStatus($id: UUID!, $input: EmploymentStatusInput!) { changeEmploymentStatus(id: $id, input: $input) { id status statusChangedAt } }
`);

const EMPLOYEE_CONTEXT = { additionalTypenames: ['Employee'] };

export function EmployeesPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'fullName', dir: 'asc' });
  const choices = useHrChoices();
  const statusOptions = useEnumOptions(STATUSES);
  const filter = {
    departmentId: params.filter('department') || null,
    employmentStatus: (params.filter('status') || null) as EmploymentStatus | null,
    includeRetired: params.filter('retired') === '1',
  };
  const [{ data, error, fetching }] = useQuery({ query: EmployeesDocument, variables: { list: listArgs(params), filter }, context: EMPLOYEE_CONTEXT });
  const [changing, setChanging] = useState<{ id: string; fullName: string; status: EmploymentStatus } | null>(null);
  const page = data?.employees;

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('employees.title')}
      </Title>
      {can('hr:write') && <EmployeeForm />}
      <Group align="end" wrap="wrap">
        <SearchBox params={params} onSearch={(q) => update({ q })} />
        <Select label={t('employees.department')} clearable data={choices.departments} value={filter.departmentId} onChange={(value) => update({ department: value })} w={200} />
        <Select label={t('common.status')} clearable data={statusOptions} value={filter.employmentStatus} onChange={(value) => update({ status: value })} w={160} />
        <Checkbox label={t('employees.includeRetired')} checked={filter.includeRetired} onChange={(e) => update({ retired: e.currentTarget.checked ? '1' : null })} />
      </Group>
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="fullName" label={t('employees.fullName')} params={params} onSort={toggleSort} />
              <Table.Th>{t('employees.department')}</Table.Th>
              <Table.Th>{t('employees.position')}</Table.Th>
              <SortHeader field="status" label={t('common.status')} params={params} onSort={toggleSort} />
              <SortHeader field="baseSalary" label={t('employees.monthlyPay')} params={params} onSort={toggleSort} />
              <Table.Th>{t('employees.leaveBalance')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={7} />}
            {page?.items.map((employee) => (
              <Table.Tr key={employee.id}>
                <Table.Td>{employee.fullName}</Table.Td>
                <Table.Td>{employee.department ? localName(employee.department.name, employee.department.nameAr, i18n.language) : ''}</Table.Td>
                <Table.Td>{employee.position ? localName(employee.position.title, employee.position.titleAr, i18n.language) : ''}</Table.Td>
                <Table.Td>
                  <StatusBadge value={employee.status} />
                </Table.Td>
                <Table.Td>{formatIqd(employee.monthlyPay, i18n.language)}</Table.Td>
                <Table.Td>{employee.annualLeaveBalance}</Table.Td>
                <Table.Td>
                  {can('hr:decide') && (
                    <Button size="xs" variant="light" onClick={() => setChanging(employee)} aria-label={`${t('employees.changeStatus')}: ${employee.fullName}`}>
                      {t('employees.changeStatus')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} params={params} onPage={(p) => update({ page: p })} />}
      <Modal opened={changing !== null} onClose={() => setChanging(null)} title={changing ? `${t('employees.changeStatus')}: ${changing.fullName}` : ''}>
        {changing && <StatusForm employee={changing} onDone={() => setChanging(null)} />}
      </Modal>
    </Stack>
  );
}

/** Any other status may be chosen; the service decides which moves are allowed and says why not (409). */
function StatusForm({ employee, onDone }: { employee: { id: string; status: EmploymentStatus }; onDone: () => void }) {
  const { t } = useTranslation();
  const options = useEnumOptions(STATUSES.filter((s) => s !== employee.status));
  const [status, setStatus] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [state, change] = useMutation(ChangeEmploymentStatusDocument);
  const fields = fieldErrorsOf(state.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await change({ id: employee.id, input: { status: (status ?? '') as EmploymentStatus, reason } });
    if (!result.error) onDone();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Group gap="xs">
          <Text size="sm">{t('common.status')}:</Text>
          <StatusBadge value={employee.status} />
        </Group>
        <FormError error={state.error} />
        <Select label={t('employees.newStatus')} required data={options} value={status} onChange={setStatus} error={fields.status} />
        <TextInput label={t('common.reason')} required value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={fields.reason} />
        <Group justify="end">
          <Button type="submit" loading={state.fetching}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EmployeeForm() {
  const { t } = useTranslation();
  const choices = useHrChoices();
  const empty = { fullName: '', hireDate: '', departmentId: null as string | null, positionId: null as string | null, baseSalary: '' as number | string, allowances: '' as number | string };
  const [form, setForm] = useState(empty);
  const [created, setCreated] = useState(false);
  const [state, create] = useMutation(CreateEmployeeDocument);
  const fields = fieldErrorsOf(state.error);
  const positions = choices.positions.filter((p) => !form.departmentId || p.departmentId === form.departmentId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setCreated(false);
    const result = await create({
      input: {
        fullName: form.fullName,
        hireDate: form.hireDate,
        departmentId: form.departmentId,
        positionId: form.positionId,
        baseSalary: form.baseSalary === '' ? null : Number(form.baseSalary),
        allowances: form.allowances === '' ? null : Number(form.allowances),
      },
    });
    if (!result.error) {
      setForm(empty);
      setCreated(true);
    }
  };

  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label={t('employees.new')}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('employees.new')}
          </Title>
          <FormError error={state.error} />
          {created && <Alert color="teal">{t('employees.created')}</Alert>}
          <Group align="start" grow>
            <TextInput label={t('employees.fullName')} required value={form.fullName} onChange={(e) => setForm({ ...form, fullName: e.currentTarget.value })} error={fields.fullName} />
            <TextInput label={t('employees.hireDate')} type="date" required value={form.hireDate} onChange={(e) => setForm({ ...form, hireDate: e.currentTarget.value })} error={fields.hireDate} />
          </Group>
          <Group align="start" grow>
            <Select label={t('employees.department')} clearable data={choices.departments} value={form.departmentId} onChange={(value) => setForm({ ...form, departmentId: value, positionId: null })} error={fields.departmentId} />
            <Select label={t('employees.position')} clearable data={positions} value={form.positionId} onChange={(value) => setForm({ ...form, positionId: value })} error={fields.positionId} />
          </Group>
          <Group align="start" grow>
            <NumberInput label={t('employees.baseSalary')} thousandSeparator="," allowDecimal={false} min={0} value={form.baseSalary} onChange={(value) => setForm({ ...form, baseSalary: value })} error={fields.baseSalary} />
            <NumberInput label={t('employees.allowances')} thousandSeparator="," allowDecimal={false} min={0} value={form.allowances} onChange={(value) => setForm({ ...form, allowances: value })} error={fields.allowances} />
          </Group>
          <Group>
            <Button type="submit" loading={state.fetching}>
              {t('common.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
