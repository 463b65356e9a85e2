import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useColorScheme } from '@mui/material/styles';

import { HEADER_COPY } from '../../../contract/siteCopy';
import { PlainIconButton } from '../../components/LeanButton';

/** Switches between the light and dark schemes; the theme remembers the choice. */
export function ColorSchemeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const current = mode === 'system' ? systemMode : mode;
  const isDark = current === 'dark';
  return (
    <PlainIconButton
      type="button"
      onClick={() => setMode(isDark ? 'light' : 'dark')}
      aria-label={isDark ? HEADER_COPY.switchToLight : HEADER_COPY.switchToDark}
    >
      {isDark ? <LightModeIcon /> : <DarkModeIcon />}
    </PlainIconButton>
  );
}
