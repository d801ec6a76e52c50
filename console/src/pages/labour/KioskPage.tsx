import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Badge, Box, Button, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { ClockState, KioskSessionQuery, PunchKind } from '../../gql/graphql';
import { applyLanguage, type Language } from '../../i18n';
import { localDigits } from '../../ui/format';
import { westernDigits } from '../../ui/number-text';
import {
  NEXT_AFTER,
  enqueuePunch,
  flushQueue,
  kioskCall,
  queuedPunches,
  storeCredential,
  storedCredential,
  type QueuedPunch,
  type Refusal,
} from './kiosk-queue';

const KioskSessionDocument = graphql(`
  query KioskSession {
    kioskSession {
      deviceId
      deviceName
      branchName
      branchNameAr
      timeZone
      serverTime
      employees {
        id
        fullName
        clockState
        nextPunches
      }
    }
  }
`);

const RecordKioskPunchDocument = graphql(`
  mutation RecordKioskPunch($input: KioskPunchInput!) {
    recordKioskPunch(input: $input) {
      punch {
        id
        kind
        occurredAt
      }
      employeeName
      clockState
      nextPunches
    }
  }
`);

type Session = KioskSessionQuery['kioskSession'];
type Employee = Session['employees'][number];
const SESSION_KEY = 'kiosk.session';
const RETRY_MS = 15_000;

type Screen =
  | { name: 'list' }
  | { name: 'pin'; employee: Employee; wrong?: string }
  | { name: 'action'; employee: Employee; pin: string }
  | { name: 'done'; employeeName: string; kind: PunchKind; at: string; queued: boolean }
  | { name: 'refused'; message: string };

function cachedSession(): Session | null {
  try {
    return JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as Session | null;
  } catch {
    return null;
  }
}

/** A punch sent at once takes the service's time; a queued one carries the tablet's time of the tap. */
function sendPunch(credential: string, language: string, punch: QueuedPunch, queued = true) {
  const { employeeId, pin, kind, deviceKey, occurredAt, photo } = punch;
  const input = { employeeId, pin, kind, deviceKey, photo, occurredAt: queued ? occurredAt : null };
  return kioskCall(RecordKioskPunchDocument, { input }, credential, language, deviceKey);
}

/**
 * The branch tablet's time clock, outside the signed-in console: the device credential is entered
 * once and kept on the tablet; an employee taps their name, types their PIN and picks the punch.
 */
export function KioskPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  const [credential, setCredential] = useState(storedCredential);
  const [session, setSession] = useState<Session | null>(cachedSession);
  const [unauthorised, setUnauthorised] = useState(false);
  const [screen, setScreen] = useState<Screen>({ name: 'list' });
  const [waiting, setWaiting] = useState(() => queuedPunches().length);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const flushing = useRef(false);

  const load = useCallback(async () => {
    if (!credential) return;
    const answer = await kioskCall(KioskSessionDocument, {}, credential, language);
    if (answer.kind === 'ok') {
      setSession(answer.data.kioskSession);
      setUnauthorised(false);
      localStorage.setItem(SESSION_KEY, JSON.stringify(answer.data.kioskSession));
    } else if (answer.kind === 'refused' && answer.status === 401) setUnauthorised(true);
  }, [credential, language]);

  const flush = useCallback(async () => {
    if (!credential || flushing.current || queuedPunches().length === 0) return;
    flushing.current = true;
    try {
      const result = await flushQueue((punch) => sendPunch(credential, language, punch));
      if (result.refusals.length > 0) setRefusals((previous) => [...previous, ...result.refusals]);
      if (result.sent + result.refusals.length > 0) await load();
    } finally {
      flushing.current = false;
      setWaiting(queuedPunches().length);
    }
  }, [credential, language, load]);

  useEffect(() => {
    void load().then(flush);
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [load, flush]);

  if (!credential || unauthorised) {
    return <DeviceSetup unauthorised={unauthorised} onSave={(value) => (storeCredential(value), setUnauthorised(false), setCredential(value))} />;
  }

  const showState = (employeeId: string, clockState: ClockState, nextPunches: PunchKind[]) =>
    setSession(
      (previous) => previous && { ...previous, employees: previous.employees.map((e) => (e.id === employeeId ? { ...e, clockState, nextPunches } : e)) },
    );

  const punch = async (employee: Employee, pin: string, kind: PunchKind, photo: string | null) => {
    const item: QueuedPunch = {
      deviceKey: crypto.randomUUID(),
      employeeId: employee.id,
      employeeName: employee.fullName,
      kind,
      pin,
      occurredAt: new Date().toISOString(),
      photo,
    };
    const queueLocally = () => {
      enqueuePunch(item);
      setWaiting(queuedPunches().length);
      // The list shows what follows this punch until the service says otherwise.
      showState(employee.id, kind === 'ClockOut' ? 'Out' : kind === 'BreakStart' ? 'OnBreak' : 'Working', NEXT_AFTER[kind]);
      setScreen({ name: 'done', employeeName: employee.fullName, kind, at: item.occurredAt, queued: true });
    };
    if (!navigator.onLine || queuedPunches().length > 0) {
      queueLocally();
      void flush();
      return;
    }
    const answer = await sendPunch(credential, language, item, false);
    if (answer.kind === 'unreachable') return queueLocally();
    if (answer.kind === 'ok') {
      const result = answer.data.recordKioskPunch;
      showState(employee.id, result.clockState, result.nextPunches);
      setScreen({ name: 'done', employeeName: result.employeeName, kind: result.punch.kind, at: result.punch.occurredAt, queued: false });
      void load();
      return;
    }
    if (answer.fields.pin) return setScreen({ name: 'pin', employee, wrong: answer.fields.pin.join(' ') });
    setScreen({ name: 'refused', message: [answer.message, ...Object.values(answer.fields).flat()].join(' ') });
  };

  const otherLanguage: Language = language === 'ar' ? 'en' : 'ar';
  return (
    <Box className="kiosk" p="md" mih="100vh">
      <Stack maw={960} mx="auto">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={0}>
            <Title order={1} size="h2">
              {t('kiosk.title')}
            </Title>
            {session && (
              <Text c="dimmed">
                {(language === 'ar' && session.branchNameAr) || session.branchName} · {session.deviceName}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            {waiting > 0 && (
              <Badge color="orange" size="lg" role="status">
                {t('kiosk.waiting', { count: waiting })}
              </Badge>
            )}
            <Button variant="default" onClick={() => applyLanguage(otherLanguage)} lang={otherLanguage}>
              {otherLanguage === 'ar' ? 'العربية' : 'English'}
            </Button>
          </Group>
        </Group>
        {refusals.map((refusal) => (
          <Alert
            key={refusal.punch.deviceKey}
            color="red"
            withCloseButton
            closeButtonLabel={t('common.close')}
            onClose={() => setRefusals((r) => r.filter((x) => x !== refusal))}
          >
            {t('kiosk.queuedRefused', { name: refusal.punch.employeeName, kind: t(`kiosk.kind.${refusal.punch.kind}`) })} {refusal.message}
          </Alert>
        ))}
        {screen.name === 'list' && <EmployeeList employees={session?.employees ?? []} onPick={(employee) => setScreen({ name: 'pin', employee })} />}
        {screen.name === 'pin' && (
          <PinPad
            employee={screen.employee}
            wrong={screen.wrong}
            onBack={() => setScreen({ name: 'list' })}
            onPin={(pin) => setScreen({ name: 'action', employee: screen.employee, pin })}
          />
        )}
        {screen.name === 'action' && (
          <Actions
            employee={screen.employee}
            onBack={() => setScreen({ name: 'list' })}
            onPunch={(kind, photo) => punch(screen.employee, screen.pin, kind, photo)}
          />
        )}
        {screen.name === 'done' && <Done screen={screen} timeZone={session?.timeZone} onDone={() => setScreen({ name: 'list' })} />}
        {screen.name === 'refused' && (
          <Stack>
            <Alert color="red" role="alert">
              {screen.message}
            </Alert>
            <Button size="xl" onClick={() => setScreen({ name: 'list' })}>
              {t('kiosk.back')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

function DeviceSetup({ unauthorised, onSave }: { unauthorised: boolean; onSave: (credential: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onSave(value.trim());
  };
  return (
    <Box p="md" maw={560} mx="auto">
      <form onSubmit={submit}>
        <Stack>
          <Title order={1} size="h2">
            {t('kiosk.setupTitle')}
          </Title>
          {unauthorised && <Alert color="red">{t('kiosk.unauthorised')}</Alert>}
          <Text>{t('kiosk.setupHelp')}</Text>
          <TextInput label={t('kiosk.credential')} value={value} onChange={(e) => setValue(e.currentTarget.value)} autoComplete="off" dir="ltr" />
          <Button type="submit" size="lg">
            {t('kiosk.saveCredential')}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}

function EmployeeList({ employees, onPick }: { employees: Employee[]; onPick: (employee: Employee) => void }) {
  const { t } = useTranslation();
  if (employees.length === 0) return <Text>{t('kiosk.noEmployees')}</Text>;
  return (
    <Stack>
      <Text size="lg">{t('kiosk.pickName')}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {employees.map((employee) => (
          <UnstyledButton key={employee.id} className="kiosk-name" onClick={() => onPick(employee)}>
            <Text fw={700} size="xl">
              {employee.fullName}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`kiosk.state.${employee.clockState}`)}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function PinPad({ employee, wrong, onBack, onPin }: { employee: Employee; wrong?: string; onBack: () => void; onPin: (pin: string) => void }) {
  const { t, i18n } = useTranslation();
  const [pin, setPin] = useState('');
  const type = (text: string) =>
    setPin(
      westernDigits(text)
        .replace(/[^0-9]/g, '')
        .slice(0, 8),
    );
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (pin.length >= 4) onPin(pin);
  };
  return (
    <form onSubmit={submit}>
      <Stack maw={420} mx="auto">
        <Title order={2} size="h3">
          {employee.fullName}
        </Title>
        <PasswordInput
          label={t('kiosk.pin')}
          value={localDigits(pin, i18n.language)}
          onChange={(e) => type(e.currentTarget.value)}
          inputMode="numeric"
          autoComplete="off"
          size="xl"
          error={wrong}
          data-autofocus
          visibilityToggleButtonProps={{ 'aria-label': t('kiosk.showPin') }}
        />
        <SimpleGrid cols={3} dir="ltr">
          {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((digit) => (
            <Button key={digit} size="xl" h={72} variant="default" onClick={() => type(pin + digit)} fz={28}>
              {localDigits(digit, i18n.language)}
            </Button>
          ))}
          <Button size="xl" h={72} variant="default" onClick={() => setPin(pin.slice(0, -1))} aria-label={t('kiosk.erase')}>
            ⌫
          </Button>
          <Button size="xl" h={72} variant="default" onClick={() => type(pin + '0')} fz={28}>
            {localDigits('0', i18n.language)}
          </Button>
          <Button size="xl" h={72} px={4} fz={22} type="submit" disabled={pin.length < 4}>
            {t('kiosk.ok')}
          </Button>
        </SimpleGrid>
        <Button variant="subtle" size="lg" onClick={onBack}>
          {t('kiosk.back')}
        </Button>
      </Stack>
    </form>
  );
}

/** The camera's still, when the tablet has a camera and may use it; otherwise the punch goes without. */
function useCamera() {
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: 'user', width: 320, height: 240 } })
      .then((s) => {
        if (stopped) return s.getTracks().forEach((track) => track.stop());
        stream = s;
        if (video.current) {
          video.current.srcObject = s;
          void video.current.play().then(() => setReady(true));
        }
      })
      .catch(() => setReady(false));
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);
  const still = (): string | null => {
    const element = video.current;
    if (!ready || !element || element.videoWidth === 0) return null;
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = Math.round((320 * element.videoHeight) / element.videoWidth);
    canvas.getContext('2d')?.drawImage(element, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.7);
  };
  return { video, ready, still };
}

function Actions({ employee, onBack, onPunch }: { employee: Employee; onBack: () => void; onPunch: (kind: PunchKind, photo: string | null) => Promise<void> }) {
  const { t } = useTranslation();
  const camera = useCamera();
  const [busy, setBusy] = useState(false);
  return (
    <Stack maw={520} mx="auto" w="100%">
      <Title order={2} size="h3">
        {employee.fullName}
      </Title>
      <video ref={camera.video} muted playsInline className="kiosk-camera" hidden={!camera.ready} aria-label={t('kiosk.camera')} />
      {employee.nextPunches.map((kind, index) => (
        <Button
          key={kind}
          size="xl"
          h={80}
          fz={24}
          variant={index === 0 ? 'filled' : 'light'}
          loading={busy}
          onClick={async () => {
            setBusy(true);
            await onPunch(kind, camera.still());
          }}
        >
          {t(`kiosk.kind.${kind}`)}
        </Button>
      ))}
      <Button variant="subtle" size="lg" onClick={onBack}>
        {t('kiosk.back')}
      </Button>
    </Stack>
  );
}

function Done({ screen, timeZone, onDone }: { screen: Extract<Screen, { name: 'done' }>; timeZone?: string; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(onDone, 8000);
    return () => window.clearTimeout(timer);
  }, [onDone]);
  const time = new Intl.DateTimeFormat(i18n.language === 'ar' ? 'ar-IQ' : 'en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    new Date(screen.at),
  );
  return (
    <Stack maw={520} mx="auto" w="100%" ta="center">
      <Alert
        color={screen.queued ? 'orange' : 'teal'}
        role="status"
        title={t(`kiosk.done.${screen.kind}`, { name: screen.employeeName, time: localDigits(time, i18n.language) })}
      >
        {screen.queued ? t('kiosk.queued') : t('kiosk.recorded')}
      </Alert>
      <Button size="xl" onClick={onDone}>
        {t('kiosk.finish')}
      </Button>
    </Stack>
  );
}
