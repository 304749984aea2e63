import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import {
  CERTIFICATE_FILE_ACCEPT,
  CERTIFICATE_FILE_MAX_BYTES,
  CERTIFICATE_FILE_TOO_LARGE,
} from '@keel/domain';

/** "1.2 MB", "840 KB". */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The message for a file the server would refuse for its size (the type is checked by the server). */
export function fileProblem(file: File): string | null {
  if (file.size === 0) return 'file is empty';
  if (file.size > CERTIFICATE_FILE_MAX_BYTES) return CERTIFICATE_FILE_TOO_LARGE;
  return null;
}

/** Picks the certificate's scan (PDF or image, at most 20 MiB); the message shows under it. */
export function FilePickField({
  file,
  onChange,
  error,
  disabled,
  label = 'Scanned certificate (PDF or image, max 20 MiB)',
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
  disabled?: boolean;
  label?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" id={`${id}-label`} sx={{ mb: 0.75 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<AttachFileIcon />}
          onClick={() => input.current?.click()}
          disabled={disabled}
          aria-describedby={`${id}-label`}
        >
          {file ? 'Change file' : 'Choose file'}
        </Button>
        {file && (
          <>
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
              {file.name} · {fileSize(file.size)}
            </Typography>
            <IconButton
              size="small"
              aria-label="Remove file"
              onClick={() => onChange(null)}
              disabled={disabled}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        )}
        <input
          ref={input}
          type="file"
          hidden
          data-testid="certificate-file-input"
          accept={CERTIFICATE_FILE_ACCEPT}
          onChange={(e) => {
            onChange(e.target.files?.[0] ?? null);
            e.target.value = '';
          }}
        />
      </Box>
      <FormHelperText error={Boolean(error)}>{error ?? ' '}</FormHelperText>
    </Box>
  );
}
