import { useEffect, useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ChangeEvent, MouseEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  MESSAGES,
  UPLOAD_DEFAULT_MAX_FILES,
  UPLOAD_TYPES,
  checkUploadFile,
  isUploadLimitReached,
} from '@lendbridge/domain';
import type { UploadType } from '@lendbridge/domain';
import { ApiError, api } from '../app/api';
import { ladderStepForError } from '../app/ladder';
import { useErrorHandler } from '../app/useErrorHandler';
import { useAlert } from './AlertDialog';

export type UploadStatus = 'waiting' | 'processing' | 'success' | 'failed';

export interface UploadedFile {
  id: string;
  filename: string;
  path: string;
  url: string;
}

export interface UploadFieldProps {
  label: string;
  /** The upload type sent with the file; it decides what is accepted (images: JPG/PNG ≤ 8 MB). */
  type: UploadType;
  /** Upload ids. */
  value: string[];
  onChange: (ids: string[]) => void;
  /** false (default): a single-file field. */
  multiple?: boolean;
  /** Files a multiple field takes; 0 means no limit. */
  maxFiles?: number;
  name?: string;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  /** Told when an upload starts and ends (forms block their submit meanwhile). */
  onBusyChange?: (busy: boolean) => void;
}

interface PendingItem {
  key: number;
  filename: string;
  status: Exclude<UploadStatus, 'success'>;
  message?: string;
}

const STATUS_LABELS: Record<UploadStatus, string> = {
  waiting: '等待上傳',
  processing: '上傳中',
  success: MESSAGES.uploadSuccessLabel,
  failed: MESSAGES.uploadFailedLabel,
};

export const uploadUrl = (id: string): string => `/api/uploads/${encodeURIComponent(id)}`;

/** POST /api/upload: one file, sent as `image` for image-only types and `file` otherwise. */
function uploadFile({ type, file }: { type: UploadType; file: File }): Promise<UploadedFile> {
  const form = new FormData();
  form.append('type', type);
  form.append(UPLOAD_TYPES[type].imageOnly ? 'image' : 'file', file);
  return api.post<UploadedFile>('/api/upload', form);
}

const ACCEPT_EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg,.jpeg',
  'image/png': '.png',
};

const acceptFor = (type: UploadType): string =>
  UPLOAD_TYPES[type].mimeTypes.map((mime) => ACCEPT_EXTENSIONS[mime] ?? mime).join(',');

function ProgressRow({
  filename,
  status,
  message,
  thumbnail,
  onDelete,
}: {
  filename: string;
  status: UploadStatus;
  message?: string;
  thumbnail?: ReactNode;
  onDelete?: () => void;
}) {
  const done = status === 'success' || status === 'failed';
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} data-status={status}>
      {thumbnail}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap title={filename}>
          {filename}
        </Typography>
        <LinearProgress
          aria-label={`${filename} ${STATUS_LABELS[status]}`}
          variant={status === 'processing' ? 'indeterminate' : 'determinate'}
          value={done ? 100 : 0}
          color={status === 'failed' ? 'error' : status === 'success' ? 'success' : 'primary'}
        />
        <Typography variant="caption" color={status === 'failed' ? 'error' : 'text.secondary'}>
          {STATUS_LABELS[status]}
          {message !== undefined && `：${message}`}
        </Typography>
      </Box>
      {onDelete !== undefined && (
        <IconButton aria-label={`刪除 ${filename}`} onClick={onDelete} size="small">
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}

/**
 * File upload to POST /api/upload, one file at a time. The value is the list of upload ids;
 * each uploaded file shows its thumbnail (GET /api/uploads/:id) and a delete button.
 */
export function UploadField({
  label,
  type,
  value,
  onChange,
  multiple = false,
  maxFiles = UPLOAD_DEFAULT_MAX_FILES,
  name,
  error = false,
  helperText,
  disabled = false,
  onBusyChange,
}: UploadFieldProps) {
  const inputId = useId();
  const { showAlert } = useAlert();
  const handleError = useErrorHandler();
  const [pending, setPending] = useState<PendingItem[]>([]);
  const [names, setNames] = useState<Record<string, string>>({});
  const busyRef = useRef(false);
  const valueRef = useRef(value);
  const keyRef = useRef(0);
  const mountedRef = useRef(true);
  const upload = useMutation({ mutationFn: uploadFile });
  const rule = UPLOAD_TYPES[type];
  const limit = multiple ? maxFiles : 1;

  useEffect(() => {
    valueRef.current = value;
  }, [value]);

  // A field that is gone sends none of its queued files and keeps no answer.
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  const alert = (text: string) => {
    void showAlert({ title: MESSAGES.genericErrorTitle, text });
  };

  /** The message that blocks choosing a file now, or null. */
  const blockedReason = (): string | null => {
    if (busyRef.current) return MESSAGES.uploadBusy;
    if (!multiple && valueRef.current.length > 0) return MESSAGES.uploadSingle;
    if (isUploadLimitReached(valueRef.current.length, limit)) return MESSAGES.uploadLimit;
    return null;
  };

  const refusal = (file: File): string | null => {
    const message = checkUploadFile(type, { mimeType: file.type, size: file.size });
    if (message === MESSAGES.uploadBadFormat && rule.imageOnly) {
      return `${MESSAGES.uploadBadFormat}\n${MESSAGES.uploadImageRule}`;
    }
    return message;
  };

  const updatePending = (key: number, change: Partial<PendingItem> | null) => {
    setPending((items) =>
      change === null ? items.filter((item) => item.key !== key) : items.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );
  };

  const uploadAll = async (files: File[]) => {
    const queued = files.map((file) => {
      keyRef.current += 1;
      return { file, key: keyRef.current };
    });
    setPending((items) => [
      ...items.filter((item) => item.status !== 'failed'),
      ...queued.map(({ file, key }) => ({ key, filename: file.name, status: 'waiting' as const })),
    ]);
    busyRef.current = true;
    onBusyChange?.(true);
    try {
      for (const { file, key } of queued) {
        if (!mountedRef.current) return;
        updatePending(key, { status: 'processing' });
        try {
          const uploaded = await upload.mutateAsync({ type, file });
          if (!mountedRef.current) return;
          setNames((known) => ({ ...known, [uploaded.id]: uploaded.filename || file.name }));
          const ids = [...valueRef.current, uploaded.id];
          valueRef.current = ids;
          onChange(ids);
          updatePending(key, null);
        } catch (failure) {
          if (!mountedRef.current) return;
          if (ladderStepForError(failure) !== null) handleError(failure);
          const clientError = failure instanceof ApiError && failure.status >= 400 && failure.status < 500;
          updatePending(key, {
            status: 'failed',
            message: clientError ? MESSAGES.uploadBadFormat : MESSAGES.uploadRetryLater,
          });
        }
      }
    } finally {
      busyRef.current = false;
      onBusyChange?.(false);
    }
  };

  const onPick = (event: MouseEvent<HTMLInputElement>) => {
    const reason = blockedReason();
    if (reason !== null) {
      event.preventDefault();
      alert(reason);
    }
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const reason = blockedReason();
    if (reason !== null) {
      alert(reason);
      return;
    }
    for (const file of files) {
      const message = refusal(file);
      if (message !== null) {
        alert(message);
        return;
      }
    }
    const room = limit === 0 ? files.length : limit - valueRef.current.length;
    if (files.length > room) alert(multiple ? MESSAGES.uploadLimit : MESSAGES.uploadSingle);
    void uploadAll(files.slice(0, room));
  };

  const remove = (id: string) => {
    const ids = value.filter((item) => item !== id);
    valueRef.current = ids;
    onChange(ids);
  };

  const thumbnail = (id: string, filename: string) =>
    rule.imageOnly ? (
      <Box
        component="img"
        src={uploadUrl(id)}
        alt={filename}
        sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
      />
    ) : (
      <Link href={uploadUrl(id)} target="_blank" rel="noopener">
        檢視
      </Link>
    );

  return (
    <FormControl component="fieldset" error={error} disabled={disabled} fullWidth>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Stack spacing={1.5}>
        {value.map((id) => {
          const filename = names[id] ?? rule.label;
          return (
            <ProgressRow
              key={id}
              filename={filename}
              status="success"
              thumbnail={thumbnail(id, filename)}
              onDelete={disabled ? undefined : () => remove(id)}
            />
          );
        })}
        {pending.map((item) => (
          <ProgressRow
            key={item.key}
            filename={item.filename}
            status={item.status}
            message={item.message}
            onDelete={item.status === 'failed' ? () => updatePending(item.key, null) : undefined}
          />
        ))}
        <Box>
          <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileIcon />} disabled={disabled}>
            選擇檔案
            <input
              id={inputId}
              name={name}
              type="file"
              hidden
              accept={acceptFor(type)}
              multiple={multiple}
              disabled={disabled}
              onClick={onPick}
              onChange={onFiles}
              aria-label={label}
            />
          </Button>
        </Box>
      </Stack>
      {helperText !== undefined && helperText !== null && helperText !== '' && <FormHelperText>{helperText}</FormHelperText>}
    </FormControl>
  );
}
