/** The registration photo, previewed as the avatar it will become. */
import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import type { FieldValidator } from 'final-form';

import { REGISTER_COPY } from '@contract/copy/auth';
import { ImageField, type ImageFieldCopy } from '@app/uploads/components/ImageField';

const COPY: ImageFieldCopy = {
  label: REGISTER_COPY.photo,
  choose: REGISTER_COPY.choosePhoto,
  change: REGISTER_COPY.changePhoto,
  uploading: REGISTER_COPY.uploadingPhoto,
};

interface PhotoFieldProps {
  validate: FieldValidator<File | undefined>;
  /** 0 to 1 while the photo uploads, else null. */
  uploadProgress: number | null;
}

export function PhotoField({ validate, uploadProgress }: PhotoFieldProps) {
  return (
    <ImageField
      name="photo"
      copy={COPY}
      validate={validate}
      uploadProgress={uploadProgress}
      renderPreview={(preview) => (
        <Avatar
          src={preview}
          alt={preview ? REGISTER_COPY.photoPreview : undefined}
          variant="rounded"
          sx={{ width: 72, height: 72 }}
        >
          <PersonIcon fontSize="large" />
        </Avatar>
      )}
    />
  );
}
