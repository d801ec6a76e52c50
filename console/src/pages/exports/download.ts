import { getAccessToken } from '../../auth/token-store';

/**
 * The bridge streams an export's bytes at its download path; the access token lives only in memory
 * (never in a cookie), so the file is fetched with it and handed to the browser as a blob.
 */
export async function downloadExport(jobId: string, fileName: string): Promise<void> {
  const response = await fetch(`/api/v1/console/export-jobs/${jobId}/download`, { headers: { authorization: `Bearer ${getAccessToken() ?? ''}` } });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string }; message?: string } | null;
    throw new Error(body?.error?.message ?? body?.message ?? `HTTP ${response.status}`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
