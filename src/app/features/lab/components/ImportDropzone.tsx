import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useDropzone } from 'react-dropzone';

import { LAB_COPY } from '@contract/copy/lab';

interface ImportDropzoneProps {
  /** Called with each file's text; the caller parses it and says what happened. */
  onText: (text: string, fileName: string) => void;
  /** A file that is not JSON. */
  onRejected: (fileName: string) => void;
}

/** A recording or path file, dropped or picked. */
export function ImportDropzone({ onText, onRejected }: ImportDropzoneProps) {
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: { 'application/json': ['.json'] },
    multiple: true,
    noClick: true,
    noKeyboard: true,
    onDropAccepted: (files) => {
      for (const file of files) void file.text().then((text) => onText(text, file.name));
    },
    onDropRejected: (rejections) => {
      for (const { file } of rejections) onRejected(file.name);
    },
  });
  return (
    <Box
      {...getRootProps()}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: isDragActive ? 'primary.main' : 'divider',
        borderRadius: 2,
        p: 3,
        textAlign: 'center',
        bgcolor: isDragActive ? 'action.hover' : 'transparent',
      }}
    >
      <input
        {...getInputProps()}
        aria-label={LAB_COPY.importButton}
        data-testid="lab-import-input"
      />
      <Typography sx={{ mb: 1.5 }}>{LAB_COPY.importHint}</Typography>
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={open}>
        {LAB_COPY.importButton}
      </Button>
    </Box>
  );
}
