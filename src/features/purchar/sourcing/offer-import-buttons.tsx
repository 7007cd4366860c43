import {
  downloadSupplierDetails,
  importSupplierDetails,
} from '@/api/generated/purchar-sourcing/endpoints/cg-sourcing/cg-sourcing';
import { ImportWorkbookButtons } from '@/components/document/import-workbook-buttons';
import { notify } from '@/lib/notify';
import { usePurcharT } from '../purchar-i18n';

/**
 * 导入报价 and 下载报价表: the bill's offer workbook (one row per line and invited supplier) out, filled in, and
 * back all or nothing; a wrong row shows every problem as the demand bill's import does, and nothing is stored.
 */
export function OfferImportButtons({
  sourcingId,
  onImported,
}: {
  sourcingId: string;
  onImported: () => void;
}) {
  const t = usePurcharT();
  return (
    <ImportWorkbookButtons
      importLabel={t('sourcing.offerImport.import')}
      templateLabel={t('sourcing.offerImport.download')}
      importFile={(file) => importSupplierDetails({ sourcingId, file }).then((answer) => answer.data)}
      downloadTemplate={() => downloadSupplierDetails({ sourcingId })}
      onImported={(answer) => {
        notify.success(t('sourcing.offerImport.imported', { count: answer.imported }));
        onImported();
      }}
    />
  );
}
