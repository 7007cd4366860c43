import { X } from 'lucide-react';
import { uploadOrderStockInPhoto } from '@/api/generated/purchase-contract/endpoints/cg-order-info/cg-order-info';
import type { StockInPhoto } from '@/api/generated/stock/model';
import { UploadButton } from '@/components/document/upload-button';
import { useStockT } from '../stock-i18n';

/** The server's limit (stock-photos.ts): at most nine photos per receipt. */
export const PHOTO_MAX = 9;
const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

export interface PickedPhoto {
  attachId: string;
  fileName: string;
  link: string;
}

/**
 * 到货照片 on the receipt form: each picture is uploaded when picked (the server checks its bytes and size) and
 * shown as a thumbnail that can be taken out again before the receipt is posted.
 */
export function ReceiptPhotosField({
  photos,
  onChange,
}: {
  photos: readonly PickedPhoto[];
  onChange: (next: PickedPhoto[]) => void;
}) {
  const t = useStockT();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{t('receipt.photos')}</legend>
      {photos.length ? (
        <ul className="flex flex-wrap gap-3" aria-label={t('receipt.photos')}>
          {photos.map((photo) => (
            <li key={photo.attachId} className="relative">
              <img
                src={photo.link}
                alt={photo.fileName}
                className="size-20 rounded-lg border border-line object-cover"
              />
              <button
                type="button"
                aria-label={t('receipt.removePhoto', { name: photo.fileName })}
                onClick={() => onChange(photos.filter((p) => p.attachId !== photo.attachId))}
                className="absolute -top-2 -right-2 flex size-6 cursor-pointer items-center justify-center rounded-full border border-line bg-surface text-muted hover:text-danger focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex items-center gap-3">
        <UploadButton
          upload={uploadOrderStockInPhoto}
          onUploaded={(file) => onChange([...photos, file])}
          label={t('receipt.addPhoto')}
          busyLabel={t('receipt.uploading')}
          accept={PHOTO_TYPES}
          disabled={photos.length >= PHOTO_MAX}
          describedBy="receipt-photo-hint"
        />
        <span id="receipt-photo-hint" className="text-xs text-muted">
          {t('receipt.photoHint', { max: PHOTO_MAX })}
        </span>
      </div>
    </fieldset>
  );
}

/** The stock-in detail's photos: thumbnails, each opening (and downloading) the full picture. */
export function StockInPhotos({ photos }: { photos: readonly StockInPhoto[] }) {
  const t = useStockT();
  if (photos.length === 0) return <p className="text-sm text-muted">{t('receipt.noPhotos')}</p>;
  return (
    <ul className="flex flex-wrap gap-3" aria-label={t('receipt.photos')}>
      {photos.map((photo) => (
        <li key={photo.id}>
          <a
            href={photo.link}
            target="_blank"
            rel="noreferrer"
            download={photo.fileName}
            aria-label={t('receipt.openPhoto', { name: photo.fileName })}
            className="block rounded-lg focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none"
          >
            <img
              src={photo.link}
              alt={photo.fileName}
              loading="lazy"
              className="size-24 rounded-lg border border-line object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
