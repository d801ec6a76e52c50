import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { EmployeeSelect } from './EmployeeSelect';
import { BranchFilter } from './BranchFilter';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { graphql } from '../../gql';
import type { LoanStatus } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { NoteDialog } from '../../ui/NoteDialog';
import { RejectDialog } from './RejectDialog';
import { formatDate, formatDateTime, formatIqd, formatNumber } from '../../ui/format';
import { StatusBadge, useEnumOptions } from '../../ui/StatusBadge';
import { loanPlan, MAX_LOAN_INSTALLMENTS } from './loan-plan';
import { DecisionButtons } from './DecisionButtons';

const STATUSES: LoanStatus[] = ['Pending', 'Approved', 'Repaid', 'Rejected', 'Cancelled'];

const LoansDocument = graphql(`
  query Loans($list: ListArgs, $filter: LoanFilter) {
    loans(list: $list, filter: $filter) {
      items {
        id
        principal
        installment
        installmentCount
        repaidAmount
        remainingBalance
        status
        requestedAt
        employee {
          id
          fullName
        }
      }
      total
      totalPages
      totalIsExact
    }
  }
`);

const LoanScheduleDocument = graphql(`
  query LoanSchedule($id: UUID!) {
    loan(id: $id) {
      id
      principal
      installment
      installmentCount
      repaidAmount
      remainingBalance
      status
      approvedOn
      reason
      decisionNote
      employee {
        id
        fullName
      }
      schedule {
        id
        sequence
        dueDate
        amount
        paidAt
        note
      }
    }
  }
`);

const RequestLoanDocument = graphql(`
  mutation RequestLoan($input: RequestLoanInput!) {
    requestLoan(input: $input) {
      id
      status
    }
  }
`);
const DecideLoanDocument = graphql(`
  mutation DecideLoan($id: UUID!, $input: HrDecisionInput!) {
    decideLoan(id: $id, input: $input) {
      id
      status
    }
  }
`);
const CancelLoanDocument = graphql(`
  mutation CancelLoan($id: UUID!, $input: HrNoteInput) {
    cancelLoan(id: $id, input: $input) {
      id
      status
    }
  }
`);
const RepayLoanInstallmentDocument = graphql(`
  mutation RepayLoanInstallment($id: UUID!, $input: HrNoteInput) {
    repayLoanInstallment(id: $id, input: $input) {
      id
      status
      repaidAmount
      remainingBalance
      schedule {
        id
        paidAt
        note
      }
    }
  }
`);

const LOAN_CONTEXT = { additionalTypenames: ['Loan'] };

interface LoanTarget {
  id: string;
  who: string;
}

/** Loans with their balance; decisions, cancellation, and the repayment schedule (`?loan=` in the address). */
export function LoansPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'requestedAt', dir: 'desc' });
  const status = (params.filter('status') || null) as LoanStatus | null;
  const branchId = params.filter('branch') || null;
  const [{ data, error, fetching }] = useQuery({
    query: LoansDocument,
    variables: { list: listArgs(params), filter: { status, branchId } },
    context: LOAN_CONTEXT,
  });
  const [decideState, decide] = useMutation(DecideLoanDocument);
  const [, cancel] = useMutation(CancelLoanDocument);
  const [rejecting, setRejecting] = useState<LoanTarget | null>(null);
  const [cancelling, setCancelling] = useState<LoanTarget | null>(null);
  const statusOptions = useEnumOptions(STATUSES);
  const scheduleId = params.filter('loan');
  const page = data?.loans;

  const create = useCreateDialog({
    label: t('loans.request'),
    createdMessage: t('loans.requested'),
    children: (done) => <RequestLoanForm onDone={done} />,
  });

  return (
    <Stack>
      <PageHeader title={t('loans.title')}>{can('hr:write') && create.button}</PageHeader>
      {create.dialog}
      <Group align="end">
        <BranchFilter value={branchId} onChange={(value) => update({ branch: value })} />
        <Select label={t('common.status')} clearable data={statusOptions} value={status} onChange={(value) => update({ status: value })} w={180} />
      </Group>
      <FormError error={error ?? decideState.error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('loans.employee')}</Table.Th>
              <SortHeader field="principal" label={t('loans.principal')} params={params} onSort={toggleSort} />
              <Table.Th>{t('loans.installments')}</Table.Th>
              <Table.Th>{t('loans.remaining')}</Table.Th>
              <SortHeader field="status" label={t('common.status')} params={params} onSort={toggleSort} />
              <SortHeader field="requestedAt" label={t('loans.requestedAt')} params={params} onSort={toggleSort} />
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={7} />}
            {page?.items.map((loan) => {
              const who = loan.employee?.fullName ?? '';
              return (
                <Table.Tr key={loan.id}>
                  <Table.Td>{who}</Table.Td>
                  <Table.Td>{formatIqd(loan.principal, i18n.language)}</Table.Td>
                  <Table.Td>
                    {formatNumber(loan.installmentCount, i18n.language)} × {formatIqd(loan.installment, i18n.language)}
                  </Table.Td>
                  <Table.Td>{formatIqd(loan.remainingBalance, i18n.language)}</Table.Td>
                  <Table.Td>
                    <StatusBadge value={loan.status} />
                  </Table.Td>
                  <Table.Td>{formatDateTime(loan.requestedAt, i18n.language)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`${t('loans.schedule')}: ${who}`}
                        onClick={() => update({ loan: loan.id, page: params.page })}
                      >
                        {t('loans.schedule')}
                      </Button>
                      {can('hr:decide') && loan.status === 'Pending' && (
                        <DecisionButtons id={loan.id} who={who} labels={[t('loans.approve'), t('hrCommon.reject')]} decide={decide} reject={setRejecting} />
                      )}
                      {can('hr:write') && loan.status === 'Pending' && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="gray"
                          aria-label={`${t('loans.cancel')}: ${who}`}
                          onClick={() => setCancelling({ id: loan.id, who })}
                        >
                          {t('loans.cancel')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
      {scheduleId && <ScheduleDialog id={scheduleId} onClose={() => update({ loan: null, page: params.page })} />}
      {rejecting && (
        <RejectDialog
          who={rejecting.who}
          onClose={() => setRejecting(null)}
          onReject={(note) => decide({ id: rejecting.id, input: { decision: 'Reject', note } }, LOAN_CONTEXT)}
        />
      )}
      {cancelling && (
        <NoteDialog
          title={`${t('loans.cancel')}: ${cancelling.who}`}
          label={t('hrCommon.note')}
          submitLabel={t('loans.cancel')}
          onClose={() => setCancelling(null)}
          onSubmit={(note) => cancel({ id: cancelling.id, input: { note: note || null } }, LOAN_CONTEXT)}
        />
      )}
    </Stack>
  );
}

function ScheduleDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const [{ data, error }] = useQuery({ query: LoanScheduleDocument, variables: { id }, context: LOAN_CONTEXT });
  const [repayState, repay] = useMutation(RepayLoanInstallmentDocument);
  const [repaid, setRepaid] = useState(false);
  const loan = data?.loan;
  const who = loan?.employee?.fullName ?? '';

  const repayNext = async () => {
    setRepaid(false);
    const result = await repay({ id, input: null }, LOAN_CONTEXT);
    if (!result.error) setRepaid(true);
  };

  return (
    <Modal opened onClose={onClose} title={t('loans.scheduleTitle', { name: who })} size="lg">
      <Stack>
        <FormError error={error ?? repayState.error} />
        {repaid && <Alert color="teal">{t('loans.repayDone')}</Alert>}
        {loan && (
          <>
            <Group gap="lg">
              <StatusBadge value={loan.status} />
              <Text size="sm">
                {t('loans.principal')}: {formatIqd(loan.principal, i18n.language)}
              </Text>
              <Text size="sm">
                {t('loans.repaid')}: {formatIqd(loan.repaidAmount, i18n.language)}
              </Text>
              <Text size="sm" data-testid="loan-remaining">
                {t('loans.remaining')}: {formatIqd(loan.remainingBalance, i18n.language)}
              </Text>
              {loan.approvedOn && (
                <Text size="sm">
                  {t('loans.approvedOn')}: {formatDate(loan.approvedOn, i18n.language)}
                </Text>
              )}
            </Group>
            {loan.schedule.length === 0 ? (
              <Text c="dimmed">{t('loans.noSchedule')}</Text>
            ) : (
              <div className="table-scroll">
                <Table striped aria-label={t('loans.schedule')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('loans.sequence')}</Table.Th>
                      <Table.Th>{t('loans.dueDate')}</Table.Th>
                      <Table.Th>{t('loans.amount')}</Table.Th>
                      <Table.Th>{t('loans.paidAt')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {loan.schedule.map((row) => (
                      <Table.Tr key={row.id}>
                        <Table.Td>{formatNumber(row.sequence, i18n.language)}</Table.Td>
                        <Table.Td>{formatDate(row.dueDate, i18n.language)}</Table.Td>
                        <Table.Td>{formatIqd(row.amount, i18n.language)}</Table.Td>
                        <Table.Td>{row.paidAt ? formatDateTime(row.paidAt, i18n.language) : t('loans.unpaid')}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </div>
            )}
            {can('hr:decide') && loan.status === 'Approved' && (
              <Group>
                <Button onClick={() => void repayNext()} loading={repayState.fetching}>
                  {t('loans.repayNext')}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Modal>
  );
}

function RequestLoanForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const [employeeId, setEmployeeId] = useState<string | null>(null);
  const [principal, setPrincipal] = useState<number | string>('');
  const [installment, setInstallment] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [state, request] = useMutation(RequestLoanDocument);
  const fields = fieldErrorsOf(state.error);
  const plan = loanPlan(Number(principal || 0), Number(installment || 0));
  const money = (amount: number) => formatIqd(amount, i18n.language);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await request(
      { input: { employeeId: employeeId ?? '', principal: Number(principal || 0), installment: Number(installment || 0), reason: reason || null } },
      LOAN_CONTEXT,
    );
    if (!result.error) onDone();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('loans.request')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Group align="start" grow>
          <EmployeeSelect label={t('loans.employee')} value={employeeId} onChange={setEmployeeId} error={fields.employeeId} />
          <NumberField
            label={t('loans.principal')}
            required
            thousandSeparator=","
            allowDecimal={false}
            min={0}
            value={principal}
            onChange={setPrincipal}
            error={fields.principal}
          />
          <NumberField
            label={t('loans.installment')}
            required
            thousandSeparator=","
            allowDecimal={false}
            min={0}
            value={installment}
            onChange={setInstallment}
            error={fields.installment}
          />
        </Group>
        <TextInput label={t('loans.reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={fields.reason} />
        {plan && (
          <Text size="sm" c={plan.tooMany ? 'red' : 'dimmed'} data-testid="loan-plan" aria-live="polite">
            {plan.tooMany
              ? t('loans.tooMany', { max: MAX_LOAN_INSTALLMENTS })
              : plan.last === Number(installment)
                ? t('loans.planEven', { count: plan.count, installment: money(plan.last) })
                : t('loans.plan', { count: plan.count, installment: money(Number(installment)), last: money(plan.last) })}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={state.fetching}>
            {t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
