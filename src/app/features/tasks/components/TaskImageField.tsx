/** The task's photo, previewed in the shape of a task card's picture. */
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import Box from '@mui/material/Box';
import type { FieldValidator } from 'final-form';

import { TASK_FORM_COPY } from '@contract/copy/tasks';
import { ImageField, type ImageFieldCopy } from '@app/uploads/components/ImageField';

const COPY: ImageFieldCopy = {
  label: TASK_FORM_COPY.photo,
  choose: TASK_FORM_COPY.choosePhoto,
  change: TASK_FORM_COPY.changePhoto,
  uploading: TASK_FORM_COPY.uploadingPhoto,
};

interface TaskImageFieldProps {
  name: string;
  validate: FieldValidator<File | undefined>;
  /** 0 to 1 while the photo uploads, else null. */
  uploadProgress: number | null;
}

export function TaskImageField({ name, validate, uploadProgress }: TaskImageFieldProps) {
  return (
    <ImageField
      name={name}
      copy={COPY}
      validate={validate}
      uploadProgress={uploadProgress}
      markRequired
      renderPreview={(preview, invalid) => (
        <Box
          sx={{
            width: { xs: 128, sm: 200 },
            aspectRatio: '16 / 10',
            flexShrink: 0,
            borderRadius: 2,
            border: 1,
            borderColor: invalid ? 'error.main' : 'divider',
            borderStyle: preview ? 'solid' : 'dashed',
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
          }}
        >
          {preview ? (
            <Box
              component="img"
              src={preview}
              alt={TASK_FORM_COPY.photoPreview}
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <AddPhotoAlternateIcon color="disabled" sx={{ fontSize: 40 }} />
          )}
        </Box>
      )}
    />
  );
}
