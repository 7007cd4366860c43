import { FileText, Upload, X } from 'lucide-react';
import { useId, useState } from 'react';
import { putFile } from '@/api/generated/blade-resource/endpoints/oss-endpoint/oss-endpoint';
import { ApiError } from '@/api/http';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useToolkitT } from '@/lib/toolkit-i18n';
import type { ControlProps } from './field-controls';

export type UploadCategory = 'avatar' | 'file';

/** SPEC §5 / the put-file contract: avatars are JPEG or PNG of at most 500 KB; other files at most 20 MB. */
const LIMITS: Record<UploadCategory, { maxBytes: number; accept?: string; types?: readonly string[] }> = {
  avatar: { maxBytes: 500 * 1024, accept: 'image/jpeg,image/png', types: ['image/jpeg', 'image/png'] },
  file: { maxBytes: 20 * 1024 * 1024 },
};

export interface UploadControlProps extends ControlProps<string | null | undefined> {
  category?: UploadCategory;
  accept?: string;
  maxBytes?: number;
}

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;

/** The stored name a link ends in, without the signature that follows it (`…/file/<name>?tenantId&expires&sign`). */
const fileNameOf = (link: string) => decodeURIComponent(link.split('?')[0]!.split('/').pop() || link);

const isImage = (link: string) => /\.(png|jpe?g|gif|webp|svg)(\?|$)/i.test(link);

/**
 * Uploads one file to object storage (`blade-resource/oss/endpoint/put-file`) and stores the answered link as
 * the field's value. Checks type and size before sending (the server checks the bytes again), shows progress
 * while it runs and the reason when it fails.
 */
export function UploadControl({
  category = 'file',
  accept,
  maxBytes,
  bindElement,
  ...props
}: UploadControlProps) {
  const t = useToolkitT();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const limits = LIMITS[category];
  const limit = maxBytes ?? limits.maxBytes;
  const link = props.value ?? '';

  const upload = async (file: File) => {
    setFailure(undefined);
    if (limits.types && !limits.types.includes(file.type)) return setFailure(t('form.fileTypeRefused'));
    if (file.size > limit) return setFailure(t('form.fileTooLarge', { size: formatSize(limit) }));
    setBusy(true);
    try {
      const answer = await putFile({ file }, { category });
      props.onChange(answer.data.link);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('crud.networkError'));
    } finally {
      setBusy(false);
      props.onBlur();
    }
  };

  return (
    <div className="flex flex-col gap-2" id={props.id} aria-describedby={props['aria-describedby']}>
      {link ? (
        <div className="flex items-center gap-3 rounded-lg border border-line bg-canvas/50 p-2">
          {isImage(link) ? (
            <img src={link} alt="" className="size-12 rounded object-cover" />
          ) : (
            <FileText className="size-8 text-muted" aria-hidden="true" />
          )}
          <a
            href={link}
            target="_blank"
            rel="noreferrer"
            className="min-w-0 flex-1 truncate text-sm text-primary hover:underline"
            title={t('form.openFile')}
          >
            {fileNameOf(link)}
          </a>
          {!props.readOnly && !props.disabled ? (
            <button
              type="button"
              aria-label={t('form.removeFile')}
              onClick={() => props.onChange(undefined)}
              className="flex size-7 cursor-pointer items-center justify-center rounded-full text-muted hover:text-danger focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          ) : null}
        </div>
      ) : null}
      {!props.readOnly ? (
        <div className="flex items-center gap-3">
          <input
            ref={bindElement}
            id={inputId}
            type="file"
            className="peer sr-only"
            accept={accept ?? limits.accept}
            disabled={props.disabled || busy}
            aria-invalid={props.invalid || undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
          <label
            htmlFor={inputId}
            aria-busy={busy || undefined}
            className={cn(
              buttonClasses('secondary', 'sm'),
              (props.disabled || busy) && 'pointer-events-none opacity-60',
              'peer-focus-visible:ring-2 peer-focus-visible:ring-primary/50',
            )}
          >
            {busy ? <Spinner /> : <Upload className="size-4" aria-hidden="true" />}
            {busy ? t('form.uploading') : link ? t('form.replace') : t('form.upload')}
          </label>
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className="text-xs text-danger">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
