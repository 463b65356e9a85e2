import TextField from '@mui/material/TextField';
import { useState } from 'react';

import { LAB_COPY } from '@contract/copy/lab';

export function prettyJson(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value, null, 2);
}

type Parsed = { ok: true; value: unknown } | { ok: false };

export function parseJson(text: string): Parsed {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

interface JsonFieldProps {
  label: string;
  /** The value the field starts with; editing it again later needs a new `key`. */
  initial: unknown;
  onChange: (parsed: Parsed) => void;
  minRows?: number;
}

/** A JSON text box that says plainly when what was typed does not parse. */
export function JsonField({ label, initial, onChange, minRows = 2 }: JsonFieldProps) {
  const [text, setText] = useState(() => prettyJson(initial));
  const valid = parseJson(text).ok;
  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseJson(event.target.value));
      }}
      error={!valid}
      helperText={valid ? undefined : LAB_COPY.invalidJson}
      multiline
      minRows={minRows}
      maxRows={12}
      fullWidth
      size="small"
      slotProps={{
        htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } },
      }}
    />
  );
}
