/**
 * The settings the server publishes for the web client: read from the page, where the server puts
 * them (so nothing waits for a request, docs/performance.md#dashboards), or fetched once from
 * `GET /api/client-config` when the page has none (the development server's). Kept apart from the
 * API cache so the header can read it without it.
 */
import { API_BASE_PATH, CLIENT_CONFIG_ELEMENT_ID } from '@contract/api';
import type { ClientConfig } from '@contract/schemas/clientConfig';
import { jsonInPage } from './pageJson';

let loading: Promise<ClientConfig> | undefined;

/** The configuration the page carries, if it carries one that parses. */
const configInPage = () => jsonInPage<ClientConfig>(CLIENT_CONFIG_ELEMENT_ID);

async function fetchClientConfig(): Promise<ClientConfig> {
  const response = await fetch(new URL(`${API_BASE_PATH}/client-config`, window.location.origin));
  if (!response.ok) throw new Error(`The client settings did not load (${response.status}).`);
  return (await response.json()) as ClientConfig;
}

/** The client config; a failed fetch is forgotten so the next call tries again. */
export function loadClientConfig(): Promise<ClientConfig> {
  const inPage = configInPage();
  if (inPage) return Promise.resolve(inPage);
  loading ??= fetchClientConfig().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
