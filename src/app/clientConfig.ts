/**
 * The settings the server publishes for the web client (`GET /api/client-config`), fetched
 * once and shared. Kept apart from the API cache so the header can read it without it.
 */
import { API_BASE_PATH } from '@contract/api';
import type { ClientConfig } from '@contract/schemas/clientConfig';

let loading: Promise<ClientConfig> | undefined;

async function fetchClientConfig(): Promise<ClientConfig> {
  const response = await fetch(new URL(`${API_BASE_PATH}/client-config`, window.location.origin));
  if (!response.ok) throw new Error(`The client settings did not load (${response.status}).`);
  return (await response.json()) as ClientConfig;
}

/** The client config; a failed fetch is forgotten so the next call tries again. */
export function loadClientConfig(): Promise<ClientConfig> {
  loading ??= fetchClientConfig().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
