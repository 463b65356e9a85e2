/** The public settings the web client starts with, from the server's configuration. */
import type { ClientConfig } from '@contract/schemas/clientConfig';
import type { ServerConfig } from '../config';

export function clientConfigOf(config: ServerConfig): ClientConfig {
  return {
    firebase: {
      apiKey: config.firebase.apiKey,
      authDomain: config.firebase.authDomain,
      projectId: config.firebase.projectId,
      authEmulatorUrl: config.firebase.authEmulatorHost
        ? `http://${config.firebase.authEmulatorHost}`
        : null,
    },
    payments: {
      provider: config.payments.provider,
      stripePublishableKey: config.payments.stripePublishableKey ?? null,
    },
    developerPageUrl: config.developerPageUrl,
    machineLab: config.machineLab,
  };
}
