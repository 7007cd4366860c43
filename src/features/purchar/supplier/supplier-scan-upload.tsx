import { Paperclip } from 'lucide-react';
import { useId, useState } from 'react';
import { putFile } from '@/api/generated/blade-resource/endpoints/oss-endpoint/oss-endpoint';
import { ApiError } from '@/api/http';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { usePurcharT } from '../purchar-i18n';

/**
 * One scan upload of a certificate (put-file, category file); the answer's attachId goes into the row. Put-file
 * checks the content; whoever records the certificate (the editor's save, 资质更新) checks it is a scan.
 */
export function ScanUpload({
  onUploaded,
  label,
}: {
  onUploaded: (file: { attachId: string; originalName: string }) => void;
  label: string;
}) {
  const t = usePurcharT();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const answer = await putFile({ file }, { category: 'file' });
      onUploaded({ attachId: answer.data.attachId, originalName: answer.data.originalName });
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <label htmlFor={id} className={cn(buttonClasses('secondary', 'sm'), 'cursor-pointer')}>
      <Paperclip className="size-4" aria-hidden="true" />
      {busy ? t('supplier.qual.uploading') : t('supplier.qual.upload')}
      <input
        id={id}
        type="file"
        aria-label={label}
        className="sr-only"
        accept="image/*,application/pdf"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
    </label>
  );
}
