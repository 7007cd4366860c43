import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

/** What a document's upload call answers: the stored file in the envelope. */
export interface UploadedFileAnswer {
  data: { attachId: string; fileName: string; link: string };
}

/**
 * A file picked and uploaded at once through the document's own upload call (the server checks it by content);
 * `onUploaded` gets the stored file. A refused file leaves the field as it was (the http layer shows why).
 * Payments, paid records and stock-in photos share it.
 */
export function UploadButton({
  id,
  upload,
  onUploaded,
  label,
  busyLabel,
  accept,
  disabled,
  describedBy,
}: {
  id?: string;
  upload: (body: { file: Blob }) => Promise<UploadedFileAnswer>;
  onUploaded: (file: UploadedFileAnswer['data']) => void;
  label: string;
  busyLabel: string;
  accept?: string;
  disabled?: boolean;
  describedBy?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      onUploaded((await upload({ file })).data);
    } catch {
      // The http layer has shown the server's reason (type or size).
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        className="sr-only"
        tabIndex={-1}
        // Named by the form's label when it has one (id), else by the button's text.
        aria-label={id ? undefined : label}
        accept={accept}
        aria-describedby={describedBy}
        disabled={disabled || busy}
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      <Button
        type="button"
        size="sm"
        variant="secondary"
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        onClick={() => input.current?.click()}
      >
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}
