import type { TestApp } from '../../support/test-app';

export const C = '/api/v1/console';

/** Polls an export job until it leaves Queued/Running (or `until` says so). */
export async function waitForJob(
  app: TestApp,
  token: string,
  id: string,
  until: (job: any) => boolean = (job) => !['Queued', 'Running'].includes(job.status),
  timeoutMs = 20_000,
): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.request('GET', `${C}/export-jobs/${id}`, { token });
    if (res.status === 200 && until(res.body.data)) return res.body.data;
    if (Date.now() > deadline) throw new Error(`export job ${id} still ${JSON.stringify(res.body.data ?? res.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The raw download (bytes and headers). */
export async function download(app: TestApp, token: string, id: string): Promise<{ status: number; headers: Headers; bytes: Buffer; json: any }> {
  const response = await fetch(`${app.baseUrl}${C}/export-jobs/${id}/download`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await response.arrayBuffer());
  let json: any = null;
  if ((response.headers.get('content-type') ?? '').includes('application/json')) json = JSON.parse(bytes.toString('utf8'));
  return { status: response.status, headers: response.headers, bytes, json };
}
