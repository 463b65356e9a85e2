/**
 * An image picked for upload (the registration photo, a task's photo): a file picker for
 * images, a preview of the chosen one and, while it uploads, a progress bar.
 */
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { FieldValidator } from 'final-form';
import { type ChangeEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Field } from 'react-final-form';

import { fieldError } from '@app/components/form/fieldError';
import { visuallyHidden } from '@app/theme/visuallyHidden';

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

export interface ImageFieldCopy {
  label: string;
  choose: string;
  change: string;
  uploading: string;
}

interface ImageFieldProps {
  name: string;
  copy: ImageFieldCopy;
  validate: FieldValidator<File | undefined>;
  /** 0 to 1 while the image uploads, else null. */
  uploadProgress: number | null;
  /** Shows the preview (a data URL), or a placeholder before an image is chosen. */
  renderPreview: (preview: string | undefined, invalid: boolean) => ReactNode;
  /** Marks the legend as required (forms that mark their required fields). */
  markRequired?: boolean;
}

export function ImageField({ name, validate, ...picker }: ImageFieldProps) {
  return (
    <Field<File | undefined> name={name} validate={validate}>
      {({ input, meta }) => (
        <ImagePicker
          {...picker}
          name={name}
          file={input.value instanceof File ? input.value : undefined}
          onChange={input.onChange}
          onBlur={input.onBlur}
          error={fieldError(meta)}
        />
      )}
    </Field>
  );
}

interface ImagePickerProps extends Omit<ImageFieldProps, 'validate'> {
  file: File | undefined;
  onChange: (file: File | undefined) => void;
  onBlur: () => void;
  error: string | undefined;
}

function ImagePicker(props: ImagePickerProps) {
  const { name, copy, file, onChange, onBlur, error, uploadProgress, renderPreview } = props;
  const preview = useImagePreview(file);
  const errorId = useId();
  return (
    <FormControl
      component="fieldset"
      error={error !== undefined}
      required={props.markRequired}
      fullWidth
    >
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {copy.label}
      </FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        {renderPreview(preview, error !== undefined)}
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
            {file ? copy.change : copy.choose}
            <Box
              component="input"
              type="file"
              accept="image/*"
              name={name}
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
          aria-label={copy.uploading}
          sx={{ mt: 1.5, height: 8, borderRadius: 4 }}
        />
      )}
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}
