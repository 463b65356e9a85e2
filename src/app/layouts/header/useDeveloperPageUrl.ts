import { useEffect, useState } from 'react';

import { DEFAULT_DEVELOPER_PAGE_URL } from '@contract/constants';
import { loadClientConfig } from '@app/clientConfig';
import { usePageLoaded } from '@app/hooks/usePageLoaded';

/**
 * The developer page the server is configured with (DEVELOPER_PAGE_URL). The pre-rendered
 * header carries the default; the server's choice replaces it once the page has loaded.
 */
export function useDeveloperPageUrl(): string {
  const [url, setUrl] = useState(DEFAULT_DEVELOPER_PAGE_URL);
  const loaded = usePageLoaded();
  useEffect(() => {
    if (!loaded) return undefined;
    let active = true;
    loadClientConfig().then(
      (config) => {
        if (active) setUrl(config.developerPageUrl);
      },
      // The default stands; nothing else on the page depends on it.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [loaded]);
  return url;
}
