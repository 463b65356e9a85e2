import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useColorScheme } from '@mui/material/styles';

import { HEADER_COPY } from '@contract/copy/site';
import { PlainIconButton } from '@app/components/LeanButton';
import { useHydrated } from '@app/hooks/useHydrated';

/**
 * Switches between the light and dark schemes; the theme remembers the choice. The icon
 * follows the scheme class on <html>, so the pre-rendered page shows the right one at once;
 * the label, which only a script can know, follows after hydration.
 */
export function ColorSchemeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const hydrated = useHydrated();
  const isDark = hydrated && (mode === 'system' ? systemMode : mode) === 'dark';
  return (
    <PlainIconButton
      type="button"
      onClick={() => setMode(isDark ? 'light' : 'dark')}
      aria-label={isDark ? HEADER_COPY.switchToLight : HEADER_COPY.switchToDark}
    >
      <DarkModeIcon sx={(theme) => theme.applyStyles('dark', { display: 'none' })} />
      <LightModeIcon
        sx={(theme) => ({ display: 'none', ...theme.applyStyles('dark', { display: 'block' }) })}
      />
    </PlainIconButton>
  );
}
