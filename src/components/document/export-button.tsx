import { Download } from 'lucide-react';
import { useState } from 'react';
import { useApprovalT } from '@/components/approval/approval-i18n';
import { Button } from '@/components/ui/button';

/**
 * 导出: runs the export call (the http layer saves the .xlsx it answers under the server's file name); busy while
 * the file is made, so a second click does not start a second export.
 */
export function ExportButton({ onExport }: { onExport: () => Promise<unknown> }) {
  const t = useApprovalT();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onExport();
    } catch {
      // The http layer has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => void run()}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      <Download className="size-4" aria-hidden="true" />
      {busy ? t('document.exporting') : t('document.export')}
    </Button>
  );
}
