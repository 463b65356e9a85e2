/**
 * The registration photo: a file picker for images, a preview of the chosen one and, while
 * it uploads, a progress bar.
 */
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { FieldValidator } from 'final-form';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { Field } from 'react-final-form';

import { REGISTER_COPY } from '../../../../contract/authCopy';
import { fieldError } from '../../../components/form/fieldError';
import { visuallyHidden } from '../../../theme/visuallyHidden';

/** A data URL of the chosen image (FileReader, so nothing needs releasing afterwards). */
function useImagePreview(file: File | undefined): string | undefined {
  const [preview, setPreview] = useState<{ file: File; url: string }>();
  useEffect(() => {
    if (!file) return undefined;
    const reader = new FileReader();
    reader.addEventListener('load', () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    });
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview && preview.file === file ? preview.url : undefined;
}

interface PhotoFieldProps {
  validate: FieldValidator<File | undefined>;
  /** 0 to 1 while the photo uploads, else null. */
  uploadProgress: number | null;
}

export function PhotoField({ validate, uploadProgress }: PhotoFieldProps) {
  return (
    <Field<File | undefined> name="photo" validate={validate}>
      {({ input, meta }) => (
        <PhotoPicker
          file={input.value instanceof File ? input.value : undefined}
          onChange={input.onChange}
          onBlur={input.onBlur}
          error={fieldError(meta)}
          uploadProgress={uploadProgress}
        />
      )}
    </Field>
  );
}

interface PhotoPickerProps {
  file: File | undefined;
  onChange: (file: File | undefined) => void;
  onBlur: () => void;
  error: string | undefined;
  uploadProgress: number | null;
}

function PhotoPicker({ file, onChange, onBlur, error, uploadProgress }: PhotoPickerProps) {
  const preview = useImagePreview(file);
  const errorId = useId();
  return (
    <FormControl component="fieldset" error={error !== undefined}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {REGISTER_COPY.photo}
      </FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Avatar
          src={preview}
          alt={preview ? REGISTER_COPY.photoPreview : undefined}
          variant="rounded"
          sx={{ width: 72, height: 72 }}
        >
          <PersonIcon fontSize="large" />
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Button
            component="label"
            role={undefined}
            tabIndex={-1}
            variant="outlined"
            startIcon={<CloudUploadIcon />}
            sx={(theme) => ({
              '&:focus-within': {
                outline: `2px solid ${theme.vars.palette.primary.main}`,
                outlineOffset: 2,
              },
            })}
          >
            {file ? REGISTER_COPY.changePhoto : REGISTER_COPY.choosePhoto}
            <Box
              component="input"
              type="file"
              accept="image/*"
              name="photo"
              required
              aria-invalid={error !== undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event: ChangeEvent<HTMLInputElement>) =>
                onChange(event.target.files?.[0] ?? file)
              }
              onBlur={onBlur}
              sx={visuallyHidden}
            />
          </Button>
          {file && (
            <Typography variant="body2" noWrap sx={{ mt: 0.5, color: 'text.secondary' }}>
              {file.name}
            </Typography>
          )}
        </Box>
      </Box>
      {uploadProgress !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.round(uploadProgress * 100)}
          aria-label={REGISTER_COPY.uploadingPhoto}
          sx={{ mt: 1.5, height: 8, borderRadius: 4 }}
        />
      )}
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}
