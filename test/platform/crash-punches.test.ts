import { createHash, randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../support/test-app';
import { createTenant } from '../support/factories';
import { ServiceLives, type ServiceProcess, until } from '../support/service-process';

/*
 * A kiosk punch (docs/labour.md, "Time clock") on the real service (src/main.ts in a child
 * process), killed with SIGKILL between the punch's commit and its answer: the kiosk's retry with
 * the same device key (sent as the Idempotency-Key too) answers the bytes the dead attempt was
 * about to send, and one punch is stored; a retry without the header answers the same punch.
 */

const L = '/api/v1/console/labour';
const JWT_SECRET = 'test-secret-not-for-production-000000000000';

describe('crash: a kiosk punch killed between its commit and its answer', () => {
  const lives = new ServiceLives('bo-punch-crash-');
  let device: string;
  let employeeId: string;
  let owner: string;

  beforeAll(async () => {
    const database = await lives.database();
    const app: TestApp = await startTestApp({ database });
    const tenant = await createTenant(app.runtime);
    owner = tenant.owner.token;
    const ok = async (method: string, path: string, body: unknown) => {
      const res = await app.request(method, path, { token: tenant.owner.token, body });
      if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data;
    };
    employeeId = (
      await ok('POST', '/api/v1/console/hr/employees', {
        fullName: 'Ali Hassan',
        hireDate: '2024-01-15',
        baseSalary: 900_000,
        allowances: 0,
        annualLeaveBalance: 30,
        branchIds: [tenant.branchId],
      })
    ).id;
    await ok('PUT', `${L}/employees/${employeeId}/pin`, { pin: '2468' });
    device = (await ok('POST', `${L}/clock-devices`, { branchId: tenant.branchId, name: 'Crash kiosk' })).credential;
    await app.close();
    await database.close();
    lives.configure(database, JWT_SECRET, { CRASH_TEST_HOOKS: 'on' });
  }, 240_000);

  afterAll(() => lives.end(), 60_000);

  it('answers the retried punch with its original answer, one punch stored', async () => {
    let service: ServiceProcess = await lives.start();
    const deviceKey = randomUUID();
    const body = { employeeId, pin: '٢٤٦٨', kind: 'ClockIn', deviceKey };
    const headers = { 'X-Clock-Device': device, 'Idempotency-Key': deviceKey };
    const before = service.heldBodyDigests().length;
    const pending = service.request('POST', `${L}/kiosk/punches`, { body, headers: { ...headers, 'X-Crash-Test-Hold': 'before-store' } }).then(
      () => 'answered',
      () => 'connection lost',
    );
    await until(() => service.heldBodyDigests().length > before, 'the punch held after its commit', 30_000);
    const held = service.heldBodyDigests()[before];
    await service.kill();
    expect(await pending).toBe('connection lost');

    service = await lives.start();
    const retried = await service.request('POST', `${L}/kiosk/punches`, { body, headers });
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(createHash('sha256').update(retried.text).digest('hex')).toBe(held);
    // The offline queue may send it again without the header: the device key answers the same punch.
    const again = await service.request('POST', `${L}/kiosk/punches`, { body, headers: { 'X-Clock-Device': device } });
    expect(again.body.data.punch.id).toBe(retried.body.data.punch.id);
    const stored = await service.request('GET', `${L}/punches?EmployeeId=${employeeId}`, { token: owner });
    expect(stored.body.data.total).toBe(1);
    await service.kill();
  }, 240_000);
});
