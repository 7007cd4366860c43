import { useQueryClient } from '@tanstack/react-query';
import { FileText, Trash2, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import {
  getGetSupplierOfferFilesQueryKey,
  useCheckSupplierOfferFileUpload,
  useDeleteSupplierOfferFile,
  useGetSupplierOfferFiles,
  useUploadSupplierOfferFile,
} from '@/api/generated/purchar-sourcing/endpoints/cg-sourcing/cg-sourcing';
import type { OfferFile } from '@/api/generated/purchar-sourcing/model';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { usePurcharT } from '../purchar-i18n';

export interface OfferFilesDialogProps {
  sourcingId: string;
  supplier: { supplierId: string; supplierName: string } | undefined;
  /** The bill's allowedActions include edit: uploads and removal are offered (the server checks again). */
  editable: boolean;
  onClose: () => void;
}

const FILE_TYPES = [1, 2, 3] as const;
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * 报价文件 of one invited supplier: the files with their signed links, and while the bill is editable an upload
 * (the server's supplierOfferFileUpload check says whether and what) and removal after a confirmation.
 */
export function OfferFilesDialog({ sourcingId, supplier, editable, onClose }: OfferFilesDialogProps) {
  const t = usePurcharT();
  const tk = useToolkitT();
  const open = supplier !== undefined;
  const params = { sourcingId, supplierId: supplier?.supplierId ?? '' };
  const files = useGetSupplierOfferFiles(params, { query: { enabled: open } });
  const rows = files.data?.data ?? [];
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent closeLabel={tk('crud.close')} className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('sourcing.files.title', { name: supplier?.supplierName ?? '' })}</DialogTitle>
        </DialogHeader>
        {open && editable ? <OfferFileUpload sourcingId={sourcingId} supplierId={params.supplierId} /> : null}
        {rows.length === 0 ? (
          <p className="text-sm text-muted">{files.isPending ? '…' : t('sourcing.files.empty')}</p>
        ) : (
          <div className="max-h-[50vh] overflow-auto">
            <table className="w-full text-sm" aria-label={t('sourcing.files.open')}>
              <thead>
                <tr className="text-left">
                  <th scope="col" className="p-1">
                    {t('sourcing.files.name')}
                  </th>
                  <th scope="col" className="p-1">
                    {t('sourcing.files.fileType')}
                  </th>
                  <th scope="col" className="p-1 text-right">
                    {t('sourcing.files.size')}
                  </th>
                  <th scope="col" className="p-1">
                    {t('sourcing.files.time')}
                  </th>
                  {editable ? <th scope="col" className="p-1" /> : null}
                </tr>
              </thead>
              <tbody>
                {rows.map((file) => (
                  <OfferFileRow key={file.id} file={file} sourcingId={sourcingId} editable={editable} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function OfferFileRow({
  file,
  sourcingId,
  editable,
}: {
  file: OfferFile;
  sourcingId: string;
  editable: boolean;
}) {
  const t = usePurcharT();
  const queryClient = useQueryClient();
  const remove = useDeleteSupplierOfferFile();
  return (
    <tr>
      <td className="p-1">
        <a
          href={file.link}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-primary hover:underline"
        >
          <FileText className="size-4" aria-hidden="true" />
          {file.originalName}
        </a>
      </td>
      <td className="p-1">{file.fileTypeName}</td>
      <td className="p-1 text-right tabular-nums">{sizeText(file.fileSize)}</td>
      <td className="p-1 tabular-nums">{file.createTime}</td>
      {editable ? (
        <td className="p-1 text-right">
          <ConfirmDialog
            trigger={
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('sourcing.files.remove', { name: file.originalName })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            }
            title={t('sourcing.files.removeTitle')}
            description={t('sourcing.files.removeConfirm', { name: file.originalName })}
            confirmVariant="danger"
            onConfirm={async () => {
              const done = await remove.mutateAsync({ id: file.id }).catch(() => undefined);
              if (!done) return;
              notify.success(t('sourcing.files.removed', { name: file.originalName }));
              await queryClient.invalidateQueries({
                queryKey: getGetSupplierOfferFilesQueryKey({ sourcingId, supplierId: file.supplierId }),
              });
            }}
          />
        </td>
      ) : null}
    </tr>
  );
}

/** The upload row: whether this supplier may take files now (with the reason if not), the type, the file. */
function OfferFileUpload({ sourcingId, supplierId }: { sourcingId: string; supplierId: string }) {
  const t = usePurcharT();
  const queryClient = useQueryClient();
  const inputId = useId();
  const typeId = useId();
  const [fileType, setFileType] = useState<1 | 2 | 3>(1);
  const check = useCheckSupplierOfferFileUpload({ sourcingId, supplierId });
  const upload = useUploadSupplierOfferFile();
  const answer = check.data?.data;
  if (!answer) return null;
  if (!answer.allowed) return <p className="text-sm text-danger">{answer.reason}</p>;
  const maxMb = Math.round(answer.maxBytes / 1024 / 1024);

  const send = async (file: File) => {
    if (file.size > answer.maxBytes) return notify.error(t('sourcing.files.tooLarge', { size: maxMb }));
    const stored = await upload
      .mutateAsync({ data: { sourcingId, supplierId, fileType, file } })
      .catch(() => undefined);
    if (!stored) return;
    notify.success(t('sourcing.files.uploaded', { name: stored.data.originalName }));
    await queryClient.invalidateQueries({
      queryKey: getGetSupplierOfferFilesQueryKey({ sourcingId, supplierId }),
    });
  };

  return (
    <div className="flex flex-col gap-2 rounded-lg border border-line p-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor={typeId}>{t('sourcing.files.fileType')}</Label>
          <select
            id={typeId}
            value={fileType}
            onChange={(event) => setFileType(Number(event.target.value) as 1 | 2 | 3)}
            className="h-8 rounded-md border border-line bg-surface px-2 text-sm"
          >
            {FILE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`sourcing.files.type${type}`)}
              </option>
            ))}
          </select>
        </div>
        <input
          id={inputId}
          type="file"
          className="peer sr-only"
          accept={answer.accept.join(',')}
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void send(file);
          }}
        />
        <label
          htmlFor={inputId}
          aria-busy={upload.isPending || undefined}
          className={cn(
            buttonClasses('secondary', 'sm'),
            'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-primary/50',
            upload.isPending && 'pointer-events-none opacity-60',
          )}
        >
          <Upload className="size-4" aria-hidden="true" />
          {upload.isPending ? t('sourcing.files.uploading') : t('sourcing.files.choose')}
        </label>
      </div>
      <p className="text-xs text-muted">{t('sourcing.files.hint', { size: maxMb })}</p>
    </div>
  );
}
