import { Bug, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { sendErrorLogs } from '@/api/generated/blade-auth/endpoints/oauth/oauth';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { clearErrorLogs, getErrorLogs, useErrorLogs } from '@/lib/error-log';
import { notify } from '@/lib/notify';
import { useShellT } from '@/lib/shell-i18n';
import { toolButtonClasses } from './tool-button';

/**
 * The error-log dialog (SPEC §2, §8): the uncaught UI errors kept in this browser. Upload sends them to the
 * server (sendErrorLogs, POST oauth/logout) after a confirm → 发送成功!; clear empties them after a confirm →
 * 清空成功!. Either way the dialog closes and the local list is emptied, as Saber does.
 */
export function ErrorLogDialog() {
  const st = useShellT();
  const logs = useErrorLogs();
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState<'upload' | 'clear' | null>(null);
  const label = logs.length ? st('toolbar.errorLogCount', { count: logs.length }) : st('toolbar.errorLog');

  const upload = async () => {
    try {
      await sendErrorLogs(getErrorLogs());
    } catch {
      return; // the http layer has shown why
    }
    clearErrorLogs();
    setOpen(false);
    notify.success(st('errorLog.uploaded'));
  };

  const clear = () => {
    clearErrorLogs();
    setOpen(false);
    notify.success(st('errorLog.cleared'));
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Tooltip content={st('toolbar.errorLog')}>
        <DialogTrigger className={cn(toolButtonClasses, 'relative')} aria-label={label}>
          <Bug className="size-[18px]" aria-hidden="true" />
          {logs.length ? (
            <span
              className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-warning px-1 text-[10px] leading-none font-semibold text-white ring-2 ring-header"
              aria-hidden="true"
            >
              {logs.length > 99 ? '99+' : logs.length}
            </span>
          ) : null}
        </DialogTrigger>
      </Tooltip>
      <DialogContent className="max-w-3xl" closeLabel={st('layout.close')}>
        <DialogHeader>
          <DialogTitle>{st('errorLog.title')}</DialogTitle>
          <DialogDescription>{st('errorLog.description')}</DialogDescription>
        </DialogHeader>
        {logs.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line py-10 text-center text-sm text-muted">
            {st('errorLog.empty')}
          </p>
        ) : (
          <ol
            className="flex max-h-[55vh] flex-col gap-2 overflow-y-auto pr-1"
            aria-label={st('errorLog.title')}
          >
            {[...logs].reverse().map((log, index) => (
              <li
                key={`${log.time}-${index}`}
                className="rounded-xl border border-line bg-canvas/50 p-3 text-xs"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span className="rounded bg-danger/10 px-1.5 py-0.5 font-mono text-danger">{log.type}</span>
                  <span className="text-muted">{log.time}</span>
                </div>
                <p className="mt-1.5 text-sm font-medium break-words text-ink">{log.message}</p>
                <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-muted">
                  <dt>{st('errorLog.url')}</dt>
                  <dd className="truncate font-mono">{log.url}</dd>
                  {log.info ? (
                    <>
                      <dt>{st('errorLog.info')}</dt>
                      <dd className="font-mono break-words whitespace-pre-wrap">{log.info.trim()}</dd>
                    </>
                  ) : null}
                </dl>
                {log.stack ? (
                  <details className="mt-1.5">
                    <summary className="cursor-pointer text-muted select-none">
                      {st('errorLog.stack')}
                    </summary>
                    <pre className="mt-1 max-h-48 overflow-auto rounded-lg bg-surface p-2 font-mono text-[11px] leading-relaxed whitespace-pre-wrap text-ink">
                      {log.stack}
                    </pre>
                  </details>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        <DialogFooter>
          <Button variant="secondary" disabled={!logs.length} onClick={() => setConfirm('clear')}>
            <Trash2 className="size-4" aria-hidden="true" />
            {st('errorLog.clear')}
          </Button>
          <Button disabled={!logs.length} onClick={() => setConfirm('upload')}>
            <Upload className="size-4" aria-hidden="true" />
            {st('errorLog.upload')}
          </Button>
        </DialogFooter>
        <ConfirmDialog
          open={confirm !== null}
          onOpenChange={(next) => !next && setConfirm(null)}
          title={st('errorLog.title')}
          description={confirm === 'upload' ? st('errorLog.uploadConfirm') : st('errorLog.clearConfirm')}
          onConfirm={confirm === 'upload' ? upload : clear}
        />
      </DialogContent>
    </Dialog>
  );
}
