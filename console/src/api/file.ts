import { getAccessToken } from '../auth/token-store';
import { answerLanguage } from './raw';

/**
 * A file the service streams to a signed-in member (an export, a punch's photo). The access token
 * lives only in memory (never in a cookie), so the file is fetched with it rather than linked; the
 * service's refusal (403, 404) becomes an Error with its message.
 */
export async function fetchFile(path: string): Promise<Blob> {
  const response = await fetch(path, { headers: { authorization: `Bearer ${getAccessToken() ?? ''}`, 'accept-language': answerLanguage() } });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string }; message?: string } | null;
    throw new Error(body?.error?.message ?? body?.message ?? `HTTP ${response.status}`);
  }
  return response.blob();
}
