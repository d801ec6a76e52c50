import { useState, type FormEvent } from 'react';
import { Badge, Button, Checkbox, Group, Modal, MultiSelect, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { EmployeeRowFragment, EmploymentStatus } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { formatIqd, formatNumber, localName } from '../../ui/format';
import { StatusBadge, useEnumOptions } from '../../ui/StatusBadge';
import { NoteDialog } from '../../ui/NoteDialog';
import { useHrChoices } from './hr-choices';
import { BranchFilter, useBranchChoices } from './BranchFilter';
import { EmployeePersonalFields } from './EmployeePersonalFields';
import { EMPTY_PERSONAL, personalFormOf, personalInputOf } from './employee-personal';

const STATUSES: EmploymentStatus[] = ['Active', 'OnLeave', 'Suspended', 'Resigned', 'Terminated', 'Retired'];

graphql(`
  fragment EmployeeRow on Employee {
    id
    fullName
    status
    monthlyPay
    annualLeaveBalance
    hireDate
    baseSalary
    allowances
    departmentId
    positionId
    branchIds
    phone
    email
    nationalId
    dateOfBirth
    gender
    maritalStatus
    contractType
    address
    emergencyName
    emergencyPhone
    department {
      id
      name
      nameAr
    }
    position {
      id
      title
      titleAr
    }
  }
`);

const EmployeesDocument = graphql(`
  query Employees($list: ListArgs, $filter: EmployeeFilter) {
    employees(list: $list, filter: $filter) {
      items {
        ...EmployeeRow
      }
      total
      totalPages
      totalIsExact
    }
  }
`);

const CreateEmployeeDocument = graphql(`
  mutation CreateEmployee($input: CreateEmployeeInput!) {
    createEmployee(input: $input) {
      id
    }
  }
`);

const UpdateEmployeeDocument = graphql(`
  mutation UpdateEmployee($id: UUID!, $input: UpdateEmployeeInput!) {
    updateEmployee(id: $id, input: $input) {
      ...EmployeeRow
    }
  }
`);

const DeleteEmployeeDocument = graphql(`
  mutation DeleteEmployee($id: UUID!, $reason: String) {
    deleteEmployee(id: $id, reason: $reason) {
      id
      deletedAt
    }
  }
`);

const ChangeEmploymentStatusDocument = graphql(`
  mutation ChangeEmploymentStatus($id: UUID!, $input: EmploymentStatusInput!) {
    changeEmploymentStatus(id: $id, input: $input) {
      id
      status
      statusChangedAt
    }
  }
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
    branchId: params.filter('branch') || null,
    employmentStatus: (params.filter('status') || null) as EmploymentStatus | null,
    includeRetired: params.filter('retired') === '1',
  };
  const [{ data, error, fetching }] = useQuery({ query: EmployeesDocument, variables: { list: listArgs(params), filter }, context: EMPLOYEE_CONTEXT });
  const [changing, setChanging] = useState<{ id: string; fullName: string; status: EmploymentStatus } | null>(null);
  const [editing, setEditing] = useState<EmployeeRowFragment | null>(null);
  const [deleting, setDeleting] = useState<EmployeeRowFragment | null>(null);
  const [, remove] = useMutation(DeleteEmployeeDocument);
  const page = data?.employees;
  const branches = useBranchChoices();
  const create = useCreateDialog({
    label: t('employees.new'),
    createdMessage: t('employees.created'),
    children: (done) => <EmployeeForm onDone={done} />,
  });

  return (
    <Stack>
      <PageHeader title={t('employees.title')}>{can('hr:write') && create.button}</PageHeader>
      {create.dialog}
      <Group align="end" wrap="wrap">
        <SearchBox params={params} onSearch={(q) => update({ q })} />
        <BranchFilter value={filter.branchId} onChange={(value) => update({ branch: value })} />
        <Select
          label={t('employees.department')}
          clearable
          data={choices.departments}
          value={filter.departmentId}
          onChange={(value) => update({ department: value })}
          w={200}
        />
        <Select
          label={t('common.status')}
          clearable
          data={statusOptions}
          value={filter.employmentStatus}
          onChange={(value) => update({ status: value })}
          w={160}
        />
        <Checkbox
          label={t('employees.includeRetired')}
          checked={filter.includeRetired}
          onChange={(e) => update({ retired: e.currentTarget.checked ? '1' : null })}
        />
      </Group>
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="fullName" label={t('employees.fullName')} params={params} onSort={toggleSort} />
              <Table.Th>{t('employees.department')}</Table.Th>
              <Table.Th>{t('employees.position')}</Table.Th>
              <Table.Th>{t('employeeBranches.branches')}</Table.Th>
              <SortHeader field="status" label={t('common.status')} params={params} onSort={toggleSort} />
              <SortHeader field="baseSalary" label={t('employees.monthlyPay')} params={params} onSort={toggleSort} />
              <Table.Th>{t('employees.leaveBalance')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={8} />}
            {page?.items.map((employee) => (
              <Table.Tr key={employee.id}>
                <Table.Td>{employee.fullName}</Table.Td>
                <Table.Td>{employee.department ? localName(employee.department.name, employee.department.nameAr, i18n.language) : ''}</Table.Td>
                <Table.Td>{employee.position ? localName(employee.position.title, employee.position.titleAr, i18n.language) : ''}</Table.Td>
                <Table.Td>
                  {employee.branchIds.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('employeeBranches.none')}
                    </Text>
                  ) : (
                    <Group gap={4}>
                      {employee.branchIds.map((id) => (
                        <Badge key={id} variant="light" size="sm">
                          {branches.nameOf(id)}
                        </Badge>
                      ))}
                    </Group>
                  )}
                </Table.Td>
                <Table.Td>
                  <StatusBadge value={employee.status} />
                </Table.Td>
                <Table.Td>{formatIqd(employee.monthlyPay, i18n.language)}</Table.Td>
                <Table.Td>{formatNumber(employee.annualLeaveBalance, i18n.language)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {can('hr:write') && (
                      <Button size="xs" variant="light" onClick={() => setEditing(employee)} aria-label={`${t('common.edit')}: ${employee.fullName}`}>
                        {t('common.edit')}
                      </Button>
                    )}
                    {can('hr:decide') && (
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setChanging(employee)}
                        aria-label={`${t('employees.changeStatus')}: ${employee.fullName}`}
                      >
                        {t('employees.changeStatus')}
                      </Button>
                    )}
                    {can('hr:write') && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => setDeleting(employee)}
                        aria-label={`${t('common.delete')}: ${employee.fullName}`}
                      >
                        {t('common.delete')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
      <Modal opened={changing !== null} onClose={() => setChanging(null)} title={changing ? `${t('employees.changeStatus')}: ${changing.fullName}` : ''}>
        {changing && <StatusForm employee={changing} onDone={() => setChanging(null)} />}
      </Modal>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing ? t('hrCommon.editTitle', { name: editing.fullName }) : ''} size="lg">
        {editing && <EmployeeForm employee={editing} onDone={() => setEditing(null)} />}
      </Modal>
      {deleting && (
        <NoteDialog
          title={t('hrCommon.deleteTitle', { name: deleting.fullName })}
          label={t('hrCommon.deleteReason')}
          color="red"
          submitLabel={t('common.delete')}
          onClose={() => setDeleting(null)}
          onSubmit={(reason) => remove({ id: deleting.id, reason: reason || null }, EMPLOYEE_CONTEXT)}
        />
      )}
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

/** Creates an employee (in the page's "New employee" dialog) or edits one (status moves go through "Change status"). */
function EmployeeForm({ employee, onDone }: { employee?: EmployeeRowFragment; onDone: () => void }) {
  const { t } = useTranslation();
  const choices = useHrChoices();
  const empty = {
    fullName: '',
    hireDate: '',
    departmentId: null as string | null,
    positionId: null as string | null,
    branchIds: [] as string[],
    baseSalary: '' as number | string,
    allowances: '' as number | string,
    annualLeaveBalance: '' as number | string,
    phone: '',
    email: '',
    personal: EMPTY_PERSONAL,
  };
  const [form, setForm] = useState(
    employee
      ? {
          fullName: employee.fullName,
          hireDate: employee.hireDate,
          departmentId: employee.departmentId ?? null,
          positionId: employee.positionId ?? null,
          branchIds: employee.branchIds,
          baseSalary: employee.baseSalary,
          allowances: employee.allowances,
          annualLeaveBalance: employee.annualLeaveBalance,
          phone: employee.phone ?? '',
          email: employee.email ?? '',
          personal: personalFormOf(employee),
        }
      : empty,
  );
  const branches = useBranchChoices();
  const [createState, create] = useMutation(CreateEmployeeDocument);
  const [updateState, save] = useMutation(UpdateEmployeeDocument);
  const state = employee ? updateState : createState;
  const fields = fieldErrorsOf(state.error);
  const positions = choices.positions.filter((p) => !form.departmentId || p.departmentId === form.departmentId);
  const amount = (value: number | string) => (value === '' ? null : Number(value));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const common = {
      departmentId: form.departmentId,
      positionId: form.positionId,
      branchIds: form.branchIds,
      baseSalary: amount(form.baseSalary),
      allowances: amount(form.allowances),
      ...personalInputOf(form.personal),
    };
    const result = employee
      ? await save(
          {
            id: employee.id,
            input: {
              ...common,
              fullName: form.fullName,
              hireDate: form.hireDate,
              annualLeaveBalance: amount(form.annualLeaveBalance) ?? 0,
              phone: form.phone || null,
              email: form.email || null,
            },
          },
          EMPLOYEE_CONTEXT,
        )
      : await create(
          // None chosen: the service puts a member limited to some branches' hire in their active branch.
          { input: { ...common, branchIds: form.branchIds.length ? form.branchIds : null, fullName: form.fullName, hireDate: form.hireDate } },
          EMPLOYEE_CONTEXT,
        );
    if (!result.error) onDone();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={employee ? t('common.edit') : t('employees.new')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Group align="start" grow>
          <TextInput
            label={t('employees.fullName')}
            required
            value={form.fullName}
            onChange={(e) => setForm({ ...form, fullName: e.currentTarget.value })}
            error={fields.fullName}
          />
          <TextInput
            label={t('employees.hireDate')}
            type="date"
            required
            value={form.hireDate}
            onChange={(e) => setForm({ ...form, hireDate: e.currentTarget.value })}
            error={fields.hireDate}
          />
        </Group>
        <Group align="start" grow>
          <Select
            label={t('employees.department')}
            clearable
            data={choices.departments}
            value={form.departmentId}
            onChange={(value) => setForm({ ...form, departmentId: value, positionId: null })}
            error={fields.departmentId}
          />
          <Select
            label={t('employees.position')}
            clearable
            data={positions}
            value={form.positionId}
            onChange={(value) => setForm({ ...form, positionId: value })}
            error={fields.positionId}
          />
        </Group>
        <MultiSelect
          label={t('employeeBranches.branches')}
          description={t('employeeBranches.help')}
          placeholder={form.branchIds.length === 0 ? t('employeeBranches.none') : undefined}
          data={[
            ...branches.options,
            ...form.branchIds.filter((id) => !branches.options.some((o) => o.value === id)).map((id) => ({ value: id, label: branches.nameOf(id) })),
          ]}
          value={form.branchIds}
          onChange={(branchIds) => setForm({ ...form, branchIds })}
          error={fields.branchIds ?? Object.entries(fields).find(([key]) => key.startsWith('branchIds['))?.[1]}
        />
        <Group align="start" grow>
          <NumberField
            label={t('employees.baseSalary')}
            thousandSeparator=","
            allowDecimal={false}
            min={0}
            value={form.baseSalary}
            onChange={(value) => setForm({ ...form, baseSalary: value })}
            error={fields.baseSalary}
          />
          <NumberField
            label={t('employees.allowances')}
            thousandSeparator=","
            allowDecimal={false}
            min={0}
            value={form.allowances}
            onChange={(value) => setForm({ ...form, allowances: value })}
            error={fields.allowances}
          />
        </Group>
        <EmployeePersonalFields value={form.personal} onChange={(personal) => setForm({ ...form, personal })} errors={fields} />
        {employee && (
          <Group align="start" grow>
            <NumberField
              label={t('employees.leaveBalance')}
              min={0}
              decimalScale={1}
              value={form.annualLeaveBalance}
              onChange={(value) => setForm({ ...form, annualLeaveBalance: value })}
              error={fields.annualLeaveBalance}
            />
            <TextInput
              label={t('hrCommon.phone')}
              type="tel"
              dir="ltr"
              value={form.phone}
              onChange={(e) => setForm({ ...form, phone: e.currentTarget.value })}
              error={fields.phone}
            />
            <TextInput
              label={t('hrCommon.email')}
              type="email"
              dir="ltr"
              value={form.email}
              onChange={(e) => setForm({ ...form, email: e.currentTarget.value })}
              error={fields.email}
            />
          </Group>
        )}
        <Group>
          <Button type="submit" loading={state.fetching}>
            {employee ? t('common.save') : t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
