import { useState, type FormEvent } from 'react';
import { Anchor, Badge, Button, Group, PasswordInput, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { useSession } from '../../auth/session';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyRow } from '../../ui/ListToolbar';
import { formatDateTime, formatIqd } from '../../ui/format';
import { NumberField } from '../../ui/NumberField';
import { westernDigits } from '../../ui/number-text';
import { SecretOnce } from '../developers/SecretOnce';
import { PunchPhoto } from './PunchPhoto';
import { EmployeeSettingDialog } from './EmployeeSettingDialog';

const ClockDevicesDocument = graphql(`
  query ClockDevices($filter: ClockDeviceFilter) {
    clockDevices(filter: $filter, list: { perPage: 100 }) {
      items {
        id
        name
        lastFour
        lastSeenAt
        revokedAt
      }
    }
  }
`);

const RegisterClockDeviceDocument = graphql(`
  mutation RegisterClockDevice($input: RegisterClockDeviceInput!) {
    registerClockDevice(input: $input) {
      device {
        id
      }
      credential
    }
  }
`);

const RevokeClockDeviceDocument = graphql(`
  mutation RevokeClockDevice($id: UUID!) {
    revokeClockDevice(id: $id) {
      id
      revokedAt
    }
  }
`);

const ClockEmployeesDocument = graphql(`
  query ClockEmployees($filter: EmployeeFilter) {
    employees(filter: $filter, list: { perPage: 100 }) {
      items {
        id
        fullName
        clockSettings {
          pinSet
          pinSetAt
          hourlyRateIqd
          restWeekday
        }
      }
    }
  }
`);

const SetEmployeePinDocument = graphql(`
  mutation SetEmployeePin($employeeId: UUID!, $input: SetEmployeePinInput!) {
    setEmployeePin(employeeId: $employeeId, input: $input) {
      employeeId
      pinSet
      pinSetAt
    }
  }
`);

const SetEmployeeHourlyRateDocument = graphql(`
  mutation SetEmployeeHourlyRate($employeeId: UUID!, $input: SetHourlyRateInput!) {
    setEmployeeHourlyRate(employeeId: $employeeId, input: $input) {
      employeeId
      hourlyRateIqd
    }
  }
`);

const SetEmployeeRestDayDocument = graphql(`
  mutation SetEmployeeRestDay($employeeId: UUID!, $input: SetEmployeeRestDayInput!) {
    setEmployeeRestDay(employeeId: $employeeId, input: $input) {
      employeeId
      restWeekday
    }
  }
`);

const BranchPunchesDocument = graphql(`
  query BranchPunches($filter: PunchFilter) {
    punches(filter: $filter, list: { perPage: 50 }) {
      items {
        id
        employeeName
        kind
        occurredAt
        source
        photoFileId
        voidedAt
      }
    }
  }
`);

const DEVICE_CONTEXT = { additionalTypenames: ['ClockDevice', 'RegisteredClockDevice'] };
const PUNCH_CONTEXT = { additionalTypenames: ['Punch'] };

/** The current branch's kiosk tablets (register, revoke) and its employees' PINs (set, reset). */
export function TimeClockPage() {
  const { t, i18n } = useTranslation();
  const { state } = useSession();
  const branchId = state.status === 'signedIn' ? state.me.branch.id : '';
  const [{ data, error, fetching }, refetch] = useQuery({
    query: ClockDevicesDocument,
    variables: { filter: { branchId, includeRevoked: true } },
    context: DEVICE_CONTEXT,
  });
  const [{ data: people }] = useQuery({ query: ClockEmployeesDocument, variables: { filter: { branchId } } });
  const [day, setDay] = useState('');
  const [{ data: punches }] = useQuery({
    query: BranchPunchesDocument,
    variables: { filter: { branchId, from: day || null, to: day || null } },
    context: PUNCH_CONTEXT,
  });
  const [registerState, register] = useMutation(RegisterClockDeviceDocument);
  const [revokeState, revoke] = useMutation(RevokeClockDeviceDocument);
  const [name, setName] = useState('');
  const [credential, setCredential] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);
  const [pinFor, setPinFor] = useState<{ id: string; fullName: string } | null>(null);
  const [rateFor, setRateFor] = useState<{ id: string; fullName: string; clockSettings: { hourlyRateIqd?: number | null } } | null>(null);
  const [restFor, setRestFor] = useState<{ id: string; fullName: string; clockSettings: { restWeekday?: number | null } } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const fields = fieldErrorsOf(registerState.error);
  const weekdayName = useWeekdayName();
  // Saturday first, as the roster week runs.
  const restDayOptions = [
    { value: '', label: t('timeClock.organisationRestDay') },
    ...[6, 0, 1, 2, 3, 4, 5].map((day) => ({ value: String(day), label: weekdayName(day) })),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await register({ input: { branchId, name } });
    if (result.data?.registerClockDevice.credential) {
      setCredential(result.data.registerClockDevice.credential);
      setName('');
      refetch({ requestPolicy: 'network-only' });
    }
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('timeClock.title')}
        </Title>
        <Anchor href="/console/kiosk" target="_blank">
          {t('timeClock.openKiosk')}
        </Anchor>
      </Group>
      <Title order={2} size="h3">
        {t('timeClock.devices')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Group align="end">
          <TextInput label={t('timeClock.deviceName')} value={name} onChange={(e) => setName(e.currentTarget.value)} error={fields.name} />
          <Button type="submit" loading={registerState.fetching}>
            {t('timeClock.register')}
          </Button>
        </Group>
      </form>
      <FormError error={error ?? registerState.error ?? revokeState.error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching} aria-label={t('timeClock.devices')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('common.name')}</Table.Th>
              <Table.Th>{t('common.status')}</Table.Th>
              <Table.Th>{t('timeClock.lastSeen')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.clockDevices.items.length === 0 && <EmptyRow columns={4} />}
            {data?.clockDevices.items.map((device) => (
              <Table.Tr key={device.id}>
                <Table.Td>
                  {device.name}{' '}
                  <Text span ff="monospace" size="sm" dir="ltr">
                    …{device.lastFour}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={device.revokedAt ? 'gray' : 'teal'}>{device.revokedAt ? t('timeClock.revoked') : t('timeClock.active')}</Badge>
                </Table.Td>
                <Table.Td>{formatDateTime(device.lastSeenAt, i18n.language)}</Table.Td>
                <Table.Td>
                  {!device.revokedAt && (
                    <Button size="xs" variant="light" color="red" onClick={() => setRevoking(device)} aria-label={`${t('timeClock.revoke')} ${device.name}`}>
                      {t('timeClock.revoke')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>

      <Title order={2} size="h3">
        {t('timeClock.pins')}
      </Title>
      {saved && (
        <Text role="status" c="teal">
          {saved}
        </Text>
      )}
      <div className="table-scroll">
        <Table striped aria-label={t('timeClock.pins')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('timeClock.employee')}</Table.Th>
              <Table.Th>{t('timeClock.pinSet')}</Table.Th>
              <Table.Th>{t('timeClock.hourlyRate')}</Table.Th>
              <Table.Th>{t('timeClock.restDay')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {people?.employees.items.length === 0 && <EmptyRow columns={5} />}
            {people?.employees.items.map((employee) => (
              <PinRow
                key={employee.id}
                employee={employee}
                onSet={() => (setSaved(null), setPinFor(employee))}
                onRate={() => (setSaved(null), setRateFor(employee))}
                onRestDay={() => (setSaved(null), setRestFor(employee))}
              />
            ))}
          </Table.Tbody>
        </Table>
      </div>

      <Title order={2} size="h3">
        {t('timeClock.punches')}
      </Title>
      <TextInput type="date" label={t('timeClock.day')} value={day} onChange={(e) => setDay(e.currentTarget.value)} maw={220} />
      <div className="table-scroll">
        <Table striped aria-label={t('timeClock.punches')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('timeClock.employee')}</Table.Th>
              <Table.Th>{t('timeClock.punch')}</Table.Th>
              <Table.Th>{t('timeClock.time')}</Table.Th>
              <Table.Th>{t('timeClock.photo')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {punches?.punches.items.length === 0 && <EmptyRow columns={4} />}
            {punches?.punches.items.map((punch) => (
              <Table.Tr key={punch.id} c={punch.voidedAt ? 'dimmed' : undefined}>
                <Table.Td>{punch.employeeName}</Table.Td>
                <Table.Td>{t(`kiosk.kind.${punch.kind}`)}</Table.Td>
                <Table.Td>{formatDateTime(punch.occurredAt, i18n.language)}</Table.Td>
                <Table.Td>
                  {punch.photoFileId ? (
                    <PunchPhoto
                      punchId={punch.id}
                      label={`${punch.employeeName} ${t(`kiosk.kind.${punch.kind}`)} ${formatDateTime(punch.occurredAt, i18n.language)}`}
                    />
                  ) : (
                    t('common.no')
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>

      <SecretOnce secret={credential} title={t('timeClock.credentialTitle')} onClose={() => setCredential(null)} />
      {revoking && (
        <ConfirmDialog
          title={`${t('timeClock.revoke')} ${revoking.name}`}
          message={t('timeClock.revokeConfirm')}
          confirmLabel={t('timeClock.revoke')}
          onClose={() => setRevoking(null)}
          onConfirm={async () => {
            await revoke({ id: revoking.id }, DEVICE_CONTEXT);
            setRevoking(null);
          }}
        />
      )}
      <EmployeeSettingDialog
        employee={pinFor}
        title={t('timeClock.setPin')}
        initialValue=""
        mutation={SetEmployeePinDocument}
        variables={(employeeId, pin) => ({ employeeId, input: { pin: westernDigits(pin) } })}
        field="pin"
        input={(pin, setPin, error) => (
          <PasswordInput
            label={t('timeClock.newPin')}
            value={pin}
            onChange={(e) => setPin(e.currentTarget.value)}
            inputMode="numeric"
            autoComplete="new-password"
            error={error}
            data-autofocus
            visibilityToggleButtonProps={{ 'aria-label': t('kiosk.showPin') }}
          />
        )}
        onSaved={(name) => setSaved(t('timeClock.pinSaved', { name }))}
        onClose={() => setPinFor(null)}
      />
      <EmployeeSettingDialog
        employee={rateFor}
        title={t('timeClock.setRate')}
        initialValue={rateFor?.clockSettings.hourlyRateIqd ?? ''}
        mutation={SetEmployeeHourlyRateDocument}
        variables={(employeeId, rate) => ({ employeeId, input: { hourlyRateIqd: rate === '' ? null : Number(rate) } })}
        context={{ additionalTypenames: ['Employee'] }}
        field="hourlyRateIqd"
        input={(rate, setRate, error) => (
          <NumberField
            label={t('timeClock.newRate')}
            thousandSeparator=","
            allowDecimal={false}
            min={0}
            value={rate}
            onChange={setRate}
            error={error}
            data-autofocus
          />
        )}
        onSaved={(name) => setSaved(t('timeClock.rateSaved', { name }))}
        onClose={() => setRateFor(null)}
      />
      <EmployeeSettingDialog
        employee={restFor}
        title={t('timeClock.setRestDay')}
        initialValue={restFor?.clockSettings.restWeekday == null ? '' : String(restFor.clockSettings.restWeekday)}
        mutation={SetEmployeeRestDayDocument}
        variables={(employeeId, weekday) => ({ employeeId, input: { restWeekday: weekday === '' ? null : Number(weekday) } })}
        context={{ additionalTypenames: ['Employee', 'TimesheetDay'] }}
        field="restWeekday"
        input={(weekday, setWeekday, error) => (
          <Select
            label={t('timeClock.restDay')}
            description={t('timeClock.restDayHelp')}
            data={restDayOptions}
            value={weekday}
            onChange={(value) => setWeekday(value ?? '')}
            allowDeselect={false}
            error={error}
            data-autofocus
          />
        )}
        onSaved={(name) => setSaved(t('timeClock.restDaySaved', { name }))}
        onClose={() => setRestFor(null)}
      />
    </Stack>
  );
}

/** A weekday's name (0 = Sunday … 6 = Saturday; the labels run from Saturday). */
function useWeekdayName() {
  const { t } = useTranslation();
  const names = t('weekdays', { returnObjects: true }) as string[];
  return (weekday: number) => names[(weekday + 1) % 7];
}

/** One employee's PIN state and hourly rate, read with the list of employees. */
function PinRow({
  employee,
  onSet,
  onRate,
  onRestDay,
}: {
  employee: {
    id: string;
    fullName: string;
    clockSettings: { pinSet: boolean; pinSetAt?: string | null; hourlyRateIqd?: number | null; restWeekday?: number | null };
  };
  onSet: () => void;
  onRate: () => void;
  onRestDay: () => void;
}) {
  const { t, i18n } = useTranslation();
  const weekdayName = useWeekdayName();
  const settings = employee.clockSettings;
  return (
    <Table.Tr>
      <Table.Td>{employee.fullName}</Table.Td>
      <Table.Td>{settings ? (settings.pinSet ? formatDateTime(settings.pinSetAt, i18n.language) : t('timeClock.noPin')) : ''}</Table.Td>
      <Table.Td>{settings?.hourlyRateIqd == null ? t('timeClock.monthlyPay') : formatIqd(settings.hourlyRateIqd, i18n.language)}</Table.Td>
      <Table.Td>{settings?.restWeekday == null ? t('timeClock.organisationRestDay') : weekdayName(settings.restWeekday)}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            onClick={onSet}
            aria-label={`${settings?.pinSet ? t('timeClock.resetPin') : t('timeClock.setPin')} ${employee.fullName}`}
          >
            {settings?.pinSet ? t('timeClock.resetPin') : t('timeClock.setPin')}
          </Button>
          <Button size="xs" variant="subtle" onClick={onRate} aria-label={`${t('timeClock.setRate')} ${employee.fullName}`}>
            {t('timeClock.setRate')}
          </Button>
          <Button size="xs" variant="subtle" onClick={onRestDay} aria-label={`${t('timeClock.setRestDay')} ${employee.fullName}`}>
            {t('timeClock.setRestDay')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
